// The app's settings as its settings file holds them: a YAML document, read and written with Yams.

import Yams

/// The user's settings.
public struct AppSettings: Codable, Sendable, Equatable {
    /// How often the app refreshes its content, in minutes.
    public var refreshMinutes: Int
    /// Whether lists show a preview of each item.
    public var showsPreviews: Bool

    /// Creates settings.
    public init(refreshMinutes: Int, showsPreviews: Bool) {
        self.refreshMinutes = refreshMinutes
        self.showsPreviews = showsPreviews
    }

    /// Reads settings from the text of a YAML document.
    public static func decode(yaml: String) throws -> AppSettings {
        try YAMLDecoder().decode(AppSettings.self, from: yaml)
    }

    /// The settings as the text of a YAML document.
    public func yaml() throws -> String {
        try YAMLEncoder().encode(self)
    }
}
