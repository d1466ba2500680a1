// The namer: every Swift name modelgen derives from a spec name comes from here.

/// Derives every generated name; keywords are escaped with backticks, casing rules live only here.
public enum Namer {
    /// The name as an identifier, in backticks when it is a keyword.
    public static func identifier(_ name: String) -> String {
        SwiftIdentifier.escaped(name)
    }

    /// `importStatusUseCase` for `ImportStatusUseCase`: lower camel case (leading acronyms lowered whole).
    public static func lowerCamel(_ name: String) -> String {
        let scalars = Array(name.unicodeScalars)
        var upperRun = 0
        while upperRun < scalars.count, scalars[upperRun].properties.isUppercase { upperRun += 1 }
        if upperRun == 0 { return name }
        let lowered = upperRun == 1 || upperRun == scalars.count ? upperRun : upperRun - 1
        let head = String(String.UnicodeScalarView(scalars[..<lowered])).lowercased()
        return head + String(String.UnicodeScalarView(scalars[lowered...]))
    }

    /// `IntegrationModel` for `integrationModel`.
    public static func upperCamel(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    /// The base of a use case's derived names: `Import` for `ImportUseCase`.
    public static func useCaseBase(_ useCase: String) -> String {
        useCase.hasSuffix("UseCase") && useCase != "UseCase" ? String(useCase.dropLast("UseCase".count)) : useCase
    }

    /// `ImportOptions` for `ImportUseCase`, unless `optionsType` overrides it.
    public static func optionsType(of useCase: UseCaseSpec) -> String {
        useCase.optionsType?.value ?? useCaseBase(useCase.name.value) + "Options"
    }

    /// `ImportState` for `ImportUseCase`, unless `stateType` overrides it.
    public static func stateType(of useCase: String, override: String?) -> String {
        override ?? useCaseBase(useCase) + "State"
    }

    /// `ImportUseCaseStub`.
    public static func stub(of useCase: String) -> String {
        useCase + "Stub"
    }

    /// `makeIntegrationModel` for the child `integrationModel`.
    public static func factory(of child: String) -> String {
        "make" + upperCamel(child)
    }

    /// The child name without a trailing `Model`, upper camel: `Integration` for `integrationModel`.
    public static func childStem(_ child: String) -> String {
        let stem = child.hasSuffix("Model") && child != "Model" ? String(child.dropLast("Model".count)) : child
        return upperCamel(stem)
    }

    /// `integrationConfiguration` for the configuration type `IntegrationConfiguration`.
    public static func configurationParameter(of type: TypeExpression) -> String {
        lowerCamel(type.simpleName ?? "configuration")
    }

    /// `observeChanges` for a model's only broadcast, `observeCurrentChanges` for one of several.
    public static func observeChanges(of broadcast: String, single: Bool) -> String {
        single ? "observeChanges" : "observe\(upperCamel(broadcast))Changes"
    }
}

extension Namer {
    /// An argument label: any name but `inout`, `var` and `let` may stand without backticks.
    public static func label(_ name: String) -> String {
        ["inout", "var", "let"].contains(name) ? "`\(name)`" : name
    }
}
