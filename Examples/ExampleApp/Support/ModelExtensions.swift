// Hand-written operations that the spec language cannot express. They rely on the generated
// setters being `internal`.

import Foundation

extension SettingsModel {
    /// Replaces the current settings; every subscriber of `observeChanges()` receives them.
    public func apply(_ settings: Settings) {
        current = settings
    }
}

extension LogModel {
    /// Appends one entry to `entries`.
    public func append(_ entry: LogEntry) {
        entries.append(entry)
    }

    /// Changes the level that is broadcast to subscribers of `observeLevelChanges()`.
    public func setLevel(_ level: LogLevel) {
        self.level = level
    }
}

extension ComposerModel {
    /// Saves the draft under the recipient through the `saveCredentialUseCase` dependency: what the spec cannot
    /// say, written by hand beside the generated model.
    public func saveDraft() throws {
        try saveCredentialUseCase.execute(account: recipientInput, token: draft ?? "")
    }
}

extension TickerModel {
    /// Ticks once; every subscriber of `observeChanges()` receives the new count.
    public func advance() {
        tick += 1
    }
}

extension TickerModel {
    /// Follows `ticks` as a task the model tracks: each value becomes `tick`; dropping the model ends it.
    @discardableResult
    public func follow(_ ticks: AsyncStream<Int>) -> Task<Void, Never> {
        startTrackedTask("follow", ticks) { model, value in
            model.tick = value
        }
    }
}

extension TickerModel {
    /// Counts `ticks` as a task the model tracks, through the throwing form: each value becomes `tick`, and an error
    /// the sequence throws is recorded in `lastError`.
    @discardableResult
    public func count(_ ticks: AsyncThrowingStream<Int, any Error>) -> Task<Void, Never> {
        startTrackedTask(
            "count",
            operation: { [weak self] in
                for try await value in ticks {
                    self?.tick = value
                }
            },
            onError: { [weak self] error in
                self?.lastError = String(describing: error)
            })
    }

    /// Stops counting: the task `count(_:)` started is cancelled and changes nothing more.
    public func stopCounting() {
        cancelTrackedTask("count")
    }
}

extension PreferencesModel {
    /// Saves the preferences: the only way to change `savedCount` (`set: internal`) from outside the module.
    public func save() {
        savedCount += 1
    }

    /// Called by `provider`'s `didSet`: records the provider it sees.
    func providerChanged() {
        hookCalls.append("providerChanged(\(provider))")
    }

    /// Called last by `init` (`didInit`): records what it sees by then.
    func didInitialize() {
        hookCalls.append("didInit(theme: \(preferences.theme), provider: \(provider), region: \(region))")
    }
}
