// The state of one git worktree: a domain type that is only Sendable.

/// One worktree of a repository, as `git worktree list` and `git status` describe it.
public struct WorktreeStatus: Sendable {
    /// The worktree's folder.
    public var path: String
    /// The branch checked out in it.
    public var branch: String
    /// True when it has uncommitted changes.
    public var isDirty: Bool

    /// Creates a worktree's status.
    public init(path: String, branch: String, isDirty: Bool) {
        self.path = path
        self.branch = branch
        self.isDirty = isDirty
    }
}
