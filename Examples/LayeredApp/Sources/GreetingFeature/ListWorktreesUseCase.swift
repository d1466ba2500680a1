// Listing a repository's worktrees: an async throwing call that takes the repository's path.

import CoreService
import Uniflow

/// Lists the worktrees of a repository. This fake knows the branches it was made with: the first is checked out in
/// the repository's folder, each other one in a sibling folder named after it.
public struct ListWorktreesUseCase: UseCase {
    /// Why the worktrees could not be listed.
    public enum Failure: Error, Equatable {
        /// The path is not an absolute path.
        case notARepository(String)
    }

    /// The branches, the repository's own first.
    public var branches: [String]
    /// The branches with uncommitted changes.
    public var dirtyBranches: Set<String>

    /// A use case for a repository with these branches.
    public init(branches: [String] = ["main"], dirtyBranches: Set<String> = []) {
        self.branches = branches
        self.dirtyBranches = dirtyBranches
    }

    /// The worktrees of the repository at `repoPath`; throws ``Failure/notARepository(_:)`` unless the path is absolute.
    public func execute(repoPath: String) async throws -> [WorktreeStatus] {
        guard repoPath.hasPrefix("/") else { throw Failure.notARepository(repoPath) }
        return branches.enumerated().map { index, branch in
            WorktreeStatus(
                path: index == 0 ? repoPath : "\(repoPath)-\(branch)", branch: branch,
                isDirty: dirtyBranches.contains(branch))
        }
    }
}
