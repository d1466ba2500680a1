// The standard state's case names: `uninitialized`, `loading`, `ready`, `operating`, `failed`, or what `stateNames` says.

/// The names of the five standard state cases for every model of a run (`stateNames` in `modelgen.yml`).
public struct StateNames: Sendable, Equatable {
    /// A standard case, by its default name.
    public enum Case: String, Sendable, CaseIterable {
        case uninitialized, loading, ready, operating, failed
    }

    private var renamed: [Case: String] = [:]

    /// The default names.
    public init() {}

    /// The name of `standard`: its rename, else its default name.
    public subscript(standard: Case) -> SwiftName {
        get { SwiftName(renamed[standard] ?? standard.rawValue) }
        set { renamed[standard] = newValue.bare == standard.rawValue ? nil : newValue.bare }
    }
}

extension StateNames: RenderContext {
    /// The value of `key` for templates: each standard case's name.
    public func value(for key: RenderKey) -> RenderValue {
        switch key {
        case .uninitializedCase: .text(self[.uninitialized].code)
        case .loadingCase: .text(self[.loading].code)
        case .readyCase: .text(self[.ready].code)
        case .operatingCase: .text(self[.operating].code)
        case .failedCase: .text(self[.failed].code)
        default: .missing
        }
    }
}
