// A hand-written type the spec names under `external`.

/// A place on Earth.
public struct Location: Sendable, Equatable {
    /// Degrees north.
    public var latitude: Double
    /// Degrees east.
    public var longitude: Double

    /// Creates a location.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

extension LocationModel {
    /// Moves to a new place; every subscriber of `observeChanges()` receives it.
    public func move(to location: Location) {
        self.location = location
    }
}
