// The one check of a literal a spec writes for a value of a type: a property's or field's `default`, an operation's
// literal `arguments`, a `call:` signature's parameter default and the payload of a custom state's `initial`. Each is
// a Swift literal (`DefaultLiteral`) that fits its type, or is reported at the literal with the nearest enum case.

extension Validator {
    /// The Swift literal `value` spells, or nil after reporting that it is none. `what` names it ("default '1 + 1'"),
    /// and `kind` says what it is for the note ("a default").
    /// `what` is made only for the report: nearly every literal is fine.
    mutating func swiftLiteral(
        _ value: Located<String>, what: @autoclosure () -> String, kind: String = "a literal"
    ) -> DefaultLiteral? {
        guard let literal = DefaultLiteral.classify(value.value) else {
            diagnostics.error(
                "\(what()) is not a Swift literal", at: value.location,
                notes: [.init("\(kind) is " + Self.literalForms)])
            return nil
        }
        return literal
    }

    /// Reports `literal`, written as `value`, unless it can initialise `type`, with a did-you-mean for an enum case.
    /// `what` names it: "default '3'".
    mutating func literal(
        _ literal: DefaultLiteral, _ value: Located<String>, fits type: TypeExpression, what: @autoclosure () -> String
    ) {
        guard let problem = mismatch(literal, value.value, type) else { return }
        var notes: [Diagnostic.Note] = []
        if let caseName = literal.enumCaseName,
            let cases = index.declaredName(type.unwrapped).flatMap({ index.enums[$0]?.cases }),
            let match = Suggestion.closest(to: caseName, in: cases.map(\.name.value))
        {
            notes.append(.init("did you mean \(quoted: "." + match)?"))
        }
        diagnostics.error(
            "\(what()) does not fit type \(quoted: type.swift()): \(problem)", at: value.location, notes: notes)
    }

    /// The forms a Swift literal takes, for notes.
    static let literalForms =
        "a number, a string in double quotes, true, false, nil, [], [:] or an enum case like .name"
}
