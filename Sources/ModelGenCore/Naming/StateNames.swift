// The standard state's case names: `uninitialized`, `loading`, `ready`, `operating`, `failed`, or what `stateNames` says.

/// The names of the five standard state cases for every model of a run (`stateNames` in `modelgen.yml`).
public struct StateNames: Sendable, Equatable {
    /// A standard case, by its default name.
    public enum Case: String, Sendable, CaseIterable {
        case uninitialized, loading, ready, operating, failed
    }

    /// The names written, even a case's own: a model's `stateNames` may give a case back the name the run changed.
    private var renamed: [Case: String] = [:]

    /// The default names.
    public init() {}

    /// True when `standard`'s name was written (`stateNames` names the case), even as its own.
    public func names(_ standard: Case) -> Bool {
        renamed[standard] != nil
    }

    /// These names with the cases `other` renames renamed as it says: a model's `stateNames` over the run's.
    public func overriding(with other: StateNames) -> StateNames {
        var names = self
        names.renamed.merge(other.renamed) { $1 }
        return names
    }

    /// The name of `standard`: its rename, else its default name.
    public subscript(standard: Case) -> SwiftName {
        get { SwiftName(renamed[standard] ?? standard.rawValue) }
        set { renamed[standard] = newValue.bare }
    }
}

extension StateNames {
    /// Two sets of names are equal when they name every case alike, however they came to.
    public static func == (a: StateNames, b: StateNames) -> Bool {
        Case.allCases.allSatisfy { a[$0].bare == b[$0].bare }
    }
}

extension StateNames: DescribedRenderContext {
    /// The names of ``StateNames``: each standard case's name.
    public static let fields: RenderFields<Self> = [
        .field("uninitializedCase", "the case before any snapshot: `uninitialized`, or its `stateNames` rename") {
            $0[.uninitialized].code
        },
        .field("loadingCase", "the case while loading: `loading`, or its rename") { $0[.loading].code },
        .field("readyCase", "the case with a snapshot: `ready`, or its rename") { $0[.ready].code },
        .field("operatingCase", "the case while a stream runs: `operating`, or its rename") { $0[.operating].code },
        .field("failedCase", "the case after an error: `failed`, or its rename") { $0[.failed].code },
    ]
}
