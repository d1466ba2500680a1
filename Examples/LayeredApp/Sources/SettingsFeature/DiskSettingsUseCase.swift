// The settings feature's implementation of its generated use-case protocol.

import Uniflow

/// Loads the settings saved on disk. This fake keeps them in memory: it returns what it was made with.
public struct DiskSettingsUseCase: LoadSettingsUseCase, UseCase {
    /// The settings as saved.
    public var stored: AppSettings

    /// A use case that finds `stored` on disk.
    public init(stored: AppSettings = .empty) {
        self.stored = stored
    }

    /// The saved settings.
    public func fetch() async throws -> AppSettings {
        stored
    }
}
