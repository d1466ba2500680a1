// The exit statuses of the command-line contract, which `modelgen` and the build plugin's tool share.

/// How a command's run ends.
public enum ExitStatus: Int32, Sendable {
    /// Done.
    case success = 0
    /// The specs (or the configuration) have errors, printed to standard error; or the output could not be written.
    case failure = 1
    /// Bad usage: an unknown subcommand, option or argument.
    case usage = 2
    /// `generate --check` found output that is stale, missing or extra.
    case stale = 3
}
