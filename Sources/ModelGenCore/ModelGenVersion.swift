// The tool's version, shown by `--version`.

/// The version of modelgen.
public enum ModelGenVersion {
    /// The current version string.
    public static let current = "0.2.0"
}
