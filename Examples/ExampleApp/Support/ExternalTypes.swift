// Hand-written types that the specs declare `external`. Not generated.

import Foundation

/// One imported item.
public struct Item: Sendable, Equatable, Codable {
    public var id: UUID

    public var name: String

    public init(id: UUID = UUID(), name: String) {
        self.id = id
        self.name = name
    }
}

/// Totals of one import.
public struct Summary: Sendable, Equatable, Codable {
    public var imported: Int

    public var skipped: Int

    public init(imported: Int, skipped: Int) {
        self.imported = imported
        self.skipped = skipped
    }
}

/// Where an import reads from.
public struct Source: Sendable, Equatable {
    public var url: URL

    public init(url: URL) {
        self.url = url
    }
}

/// How far an import has come.
public struct ImportProgress: Sendable, Equatable {
    public var step: ImportStep

    public var fraction: Double

    public init(step: ImportStep, fraction: Double) {
        self.step = step
        self.fraction = fraction
    }
}

/// The user's settings, broadcast by `SettingsModel`.
public struct Settings: Sendable, Equatable {
    public var region: String

    public var refreshInterval: Int

    public init(region: String, refreshInterval: Int = 60) {
        self.region = region
        self.refreshInterval = refreshInterval
    }
}

/// What an `IntegrationModel` talks to.
public struct IntegrationConfiguration: Sendable, Equatable {
    public var endpoint: URL

    public init(endpoint: URL) {
        self.endpoint = endpoint
    }
}
