// The app's implementation of a generated use case protocol: the settings come from a YAML document.

/// Fetches the settings by decoding the text of a settings file.
public struct YAMLSettingsStatusUseCase: SettingsStatusUseCase {
    /// The text of the settings file.
    public var text: String

    /// A use case that reads `text`.
    public init(text: String) {
        self.text = text
    }

    /// The settings `text` holds; throws when it is not a YAML document of settings.
    public func fetch() async throws -> SettingsSnapshot {
        SettingsSnapshot(settings: try AppSettings.decode(yaml: text), source: "settings.yml")
    }
}
