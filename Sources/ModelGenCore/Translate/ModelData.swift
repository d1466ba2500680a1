// Render data for a model class: every member it has, with names and lines decided in advance.

import Mustache

/// A model class.
public struct ModelData: Sendable, MustacheParent {
    /// `///` lines.
    public var doc: [String] = []
    /// The escaped class name.
    public var name: String
    /// `@MainActor @Observable`, or `@MainActor` for the observableObject flavour.
    public var classAttributes: String
    /// `: ObservableObject` for that flavour, else empty.
    public var conformance: String
    /// `@Published ` on tracked stored properties in the observableObject flavour, else empty.
    public var published: String
    /// `@ObservationIgnored ` on untracked stored `var`s in the observation flavour, else empty.
    public var observationIgnored: String
    /// The doc line of `state`, when the model has a state.
    public var stateDoc: String?
    /// Broadcast values.
    public var broadcasts: [BroadcastData] = []
    /// `let configuration`'s type.
    public var configurationType: String?
    /// Children in order.
    public var children: [ChildData] = []
    /// Use-case properties in init order.
    public var useCases: [UseCasePropertyData] = []
    /// The init's parameter list.
    public var initParameters: String = ""
    /// The init's body before the state is set.
    public var initAssignments: [String] = []
    /// The state the model starts in (`.loading(prior: nil)`).
    public var initialState: String?
    /// Calls that end the init (`startLoad()`, `observeSettingsModel()`, `setupPublished()`).
    public var initCalls: [String] = []
    /// The load, when the model has one.
    public var load: LoadData?
    /// Operations in order.
    public var operations: [OperationData] = []
    /// `observes` entries in order.
    public var observes: [ObserveData] = []
    /// The stream runner, when the model streams use cases into its state.
    public var run: RunData?
    /// The nested `ModelState`, when the model has a state.
    public var modelState: ModelStateData?
    /// The cases of the nested `Operation` enum, when several streams feed `operating`.
    public var operationCases: [String] = []

    /// Mustache lookup.
    public func child(named name: String) -> Any? {
        switch name {
        case "doc": doc
        case "name": self.name
        case "classAttributes": classAttributes
        case "conformance": conformance
        case "published": published
        case "observationIgnored": observationIgnored
        case "stateDoc": stateDoc
        case "hasState": stateDoc != nil
        case "broadcasts": broadcasts
        case "configurationType": configurationType
        case "hasConfiguration": configurationType != nil
        case "children": children
        case "useCases": useCases
        case "initParameters": initParameters
        case "initAssignments": initAssignments
        case "initialState": initialState
        case "hasInitialState": initialState != nil
        case "initCalls": initCalls
        case "load": load
        case "operations": operations
        case "observes": observes
        case "run": run
        case "modelState": modelState
        case "operationCases": operationCases
        case "hasOperationEnum": !operationCases.isEmpty
        default: nil
        }
    }
}

/// A broadcast value and its subscription method.
public struct BroadcastData: Sendable, MustacheParent {
    /// The property name.
    public var name: String
    /// The value type.
    public var type: String
    /// `currentBroadcaster`.
    public var broadcaster: String
    /// `observeChanges` or `observeCurrentChanges`.
    public var observeMethod: String

    /// Mustache lookup.
    public func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "type": type
        case "broadcaster": broadcaster
        case "observeMethod": observeMethod
        default: nil
        }
    }
}

/// A child model and the members its lifetime brings.
public struct ChildData: Sendable, MustacheParent {
    /// The property name.
    public var name: String
    /// The child's class.
    public var type: String
    /// The lifetime.
    public var lifetime: ChildLifetime
    /// The property's doc line (optional and activated children).
    public var propertyDoc: String?
    /// The private factory property (`integrationModelFactory`).
    public var factory: String
    /// The factory's type without `@escaping`.
    public var factoryType: String
    /// The configuration type of an optional child.
    public var configurationType: String?
    /// `clearIntegration` (optional children).
    public var clearMethod: String
    /// `activate` or `activateLogModel`.
    public var activateMethod: String
    /// `deactivate` or `deactivateLogModel`.
    public var deactivateMethod: String
    /// `makeDetailModel` (provided children).
    public var makeMethod: String
    /// The sentence end of change docs: `, then reloads` or empty.
    public var reloadNote: String
    /// True when changing the child restarts the parent's load.
    public var reloadsParent: Bool

    /// Mustache lookup.
    public func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "type": type
        case "isRequired": lifetime == .required
        case "isOptional": lifetime == .optional
        case "isActivated": lifetime == .activated
        case "isProvided": lifetime == .provided
        case "propertyDoc": propertyDoc
        case "isTracked": propertyDoc != nil
        case "factory": factory
        case "factoryType": factoryType
        case "configurationType": configurationType
        case "clearMethod": clearMethod
        case "activateMethod": activateMethod
        case "deactivateMethod": deactivateMethod
        case "makeMethod": makeMethod
        case "reloadNote": reloadNote
        case "reloadsParent": reloadsParent
        default: nil
        }
    }
}

/// A use case the model holds.
public struct UseCasePropertyData: Sendable, MustacheParent {
    /// `importUseCase`.
    public var name: String
    /// `any ImportUseCase`.
    public var type: String

    /// Mustache lookup.
    public func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "type": type
        default: nil
        }
    }
}

/// The load run from init and `reload()`.
public struct LoadData: Sendable, MustacheParent {
    /// The use-case property.
    public var useCase: String
    /// Lines run on the main actor before the load task starts (after capturing the use case).
    public var prepare: [String]
    /// The awaited call: `useCase.fetch()`.
    public var call: String
    /// The snapshot type.
    public var snapshotType: String
    /// Task keys of `observes` runs stopped while loading.
    public var cancelKeys: [String]
    /// Calls made once the load has finished (`observeSettingsModel()`).
    public var afterLoad: [String]

    /// Mustache lookup.
    public func child(named name: String) -> Any? {
        switch name {
        case "useCase": useCase
        case "prepare": prepare
        case "call": call
        case "snapshotType": snapshotType
        case "cancelKeys": cancelKeys
        case "afterLoad": afterLoad
        default: nil
        }
    }
}

/// An operation: a stream into the state, or steps.
public struct OperationData: Sendable, MustacheParent {
    /// `///` lines.
    public var doc: [String]
    /// The method name.
    public var name: String
    /// The parameter list.
    public var parameters: String
    /// True for a stream operation.
    public var isStream: Bool
    /// The stream call: `importUseCase.stream(options: ImportOptions(source: source))`.
    public var streamCall: String
    /// The transform handed to `run`: `ModelState.init(from:prior:)`.
    public var transform: String
    /// Lines of a steps operation's body.
    public var lines: [String]

    /// Mustache lookup.
    public func child(named name: String) -> Any? {
        switch name {
        case "doc": doc
        case "name": self.name
        case "parameters": parameters
        case "isStream": isStream
        case "streamCall": streamCall
        case "transform": transform
        case "lines": lines
        default: nil
        }
    }
}

/// An `observes` entry: a child's broadcasts, each run through a use case into the state.
public struct ObserveData: Sendable, MustacheParent {
    /// `observeSettingsModel`.
    public var method: String
    /// `settingsModelChanged`.
    public var changedMethod: String
    /// `settingsModel.observeChanges()`.
    public var changesCall: String
    /// The broadcast value type.
    public var valueType: String
    /// The task key of the subscription.
    public var changesKey: String
    /// The task key of the run for the newest value.
    public var runKey: String
    /// The stream call for `value`.
    public var streamCall: String
    /// The transform handed to `run`.
    public var transform: String

    /// Mustache lookup.
    public func child(named name: String) -> Any? {
        switch name {
        case "method": method
        case "changedMethod": changedMethod
        case "changesCall": changesCall
        case "valueType": valueType
        case "changesKey": changesKey
        case "runKey": runKey
        case "streamCall": streamCall
        case "transform": transform
        default: nil
        }
    }
}

/// The private stream runner of a model.
public struct RunData: Sendable, MustacheParent {
    /// True for a standard state (with prior snapshots and a failed case).
    public var isStandard: Bool
    /// The transform's type: `(Update, DataSnapshot?) -> ModelState` or `(Update) -> ModelState`.
    public var transformType: String
    /// The expression assigned to `state` for an update.
    public var assignment: String

    /// Mustache lookup.
    public func child(named name: String) -> Any? {
        switch name {
        case "isStandard": isStandard
        case "transformType": transformType
        case "assignment": assignment
        default: nil
        }
    }
}

/// The nested `ModelState` enum.
public struct ModelStateData: Sendable, MustacheParent {
    /// True for the standard state.
    public var isStandard: Bool
    /// `///` line of the enum.
    public var doc: String
    /// The snapshot type of a standard state.
    public var snapshotType: String
    /// Case declarations.
    public var cases: [String]
    /// `init(from:...)` per streamed state type.
    public var inits: [StateInitData]
    /// `snapshot`'s switch: `case .loading(let prior):` and what it returns.
    public var snapshotCases: [SwitchCaseData]

    /// Mustache lookup.
    public func child(named name: String) -> Any? {
        switch name {
        case "isStandard": isStandard
        case "doc": doc
        case "snapshotType": snapshotType
        case "cases": cases
        case "inits": inits
        case "snapshotCases": snapshotCases
        default: nil
        }
    }
}

/// One `init(from:)` of `ModelState`.
public struct StateInitData: Sendable, MustacheParent {
    /// `///` line.
    public var doc: String
    /// The use case's state type.
    public var stateType: String
    /// What a non-completed state becomes inside `.operating` (standard state).
    public var operatingValue: String
    /// Case-by-case mapping (custom state).
    public var mappings: [SwitchCaseData]

    /// Mustache lookup.
    public func child(named name: String) -> Any? {
        switch name {
        case "doc": doc
        case "stateType": stateType
        case "operatingValue": operatingValue
        case "mappings": mappings
        default: nil
        }
    }
}

/// One case of a generated `switch`.
public struct SwitchCaseData: Sendable, MustacheParent {
    /// `.blocked(let payload)`.
    public var pattern: String
    /// `.blocked(payload)`.
    public var value: String

    /// Mustache lookup.
    public func child(named name: String) -> Any? {
        switch name {
        case "pattern": pattern
        case "value": value
        default: nil
        }
    }
}
