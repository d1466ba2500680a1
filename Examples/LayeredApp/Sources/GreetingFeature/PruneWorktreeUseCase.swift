// Removing a worktree: an async throwing call whose use case is made for one repository, with a defaulted parameter.

import Uniflow

/// Removes a worktree of the repository it was made for. This fake knows which worktrees have uncommitted changes.
public struct PruneWorktreeUseCase: UseCase {
    /// Why a worktree was not removed.
    public enum Failure: Error, Equatable {
        /// The path is not a worktree of the repository: not the repository's path or a sibling of it.
        case notAWorktree(String)
        /// The worktree has uncommitted changes, and the removal was not forced.
        case dirty(String)
    }

    /// The repository's path.
    public var repoPath: String
    /// The worktrees with uncommitted changes.
    public var dirtyPaths: Set<String>

    /// A use case for the repository at `repoPath`.
    public init(repoPath: String, dirtyPaths: Set<String> = []) {
        self.repoPath = repoPath
        self.dirtyPaths = dirtyPaths
    }

    /// Removes the worktree at `path` and says so; throws unless it is a worktree of the repository, and, without
    /// `force`, unless it is clean.
    public func execute(path: String, force: Bool = false) async throws -> String {
        guard path.hasPrefix(repoPath + "-") else { throw Failure.notAWorktree(path) }
        if dirtyPaths.contains(path), !force { throw Failure.dirty(path) }
        return force ? "removed \(path) (forced)" : "removed \(path)"
    }
}
