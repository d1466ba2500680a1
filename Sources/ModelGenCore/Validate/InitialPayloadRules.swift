// The rules of a custom state's initial case with a payload, `initial: { idle: { prior: "[]" } }`: the literals
// match the case's payload, label for label, and each fits its type.

extension Validator {
    /// `arguments`, the literals written for the payload of `initial`, the case `match`: none for a payload-less
    /// case; one unlabelled literal for a single payload; one literal per label, each label once, for a labelled one.
    mutating func initialPayload(_ arguments: [InitialArgument]?, of match: CaseSpec, at initial: Name) {
        let declared = Diagnostic.Note("the case is declared here", at: match.name.location)
        switch (match.payload, arguments) {
        case (.none, nil):
            return
        case (.none, .some):
            diagnostics.error(
                "'initial' gives a payload, and \(quoted: initial.value) has none", at: initial.location,
                notes: [declared, .init("write 'initial: \(initial.value)'")])
        case (.single, nil), (.labelled, nil):
            diagnostics.error(
                "'initial' names \(quoted: initial.value), which has a payload, without giving it",
                at: initial.location,
                notes: [
                    declared,
                    .init("give its literals, like: initial: { \(initial.value): \(Self.example(match.payload)) }"),
                ])
        case (.single(let type), let arguments?):
            guard arguments.count == 1, let argument = arguments.first, argument.label == nil else {
                diagnostics.error(
                    "the payload of \(quoted: initial.value) is one value without a label: 'initial: { \(initial.value): literal }'",
                    at: arguments.first?.label?.location ?? initial.location, notes: [declared])
                return
            }
            initialLiteral(argument.value, fits: type)
        case (.labelled(let fields), let arguments?):
            labelledInitial(arguments, fields, of: initial, declared: declared)
        }
    }

    private mutating func labelledInitial(
        _ arguments: [InitialArgument], _ fields: [FieldSpec], of initial: Name, declared: Diagnostic.Note
    ) {
        let labels = fields.map(\.name.value)
        for argument in arguments {
            guard let label = argument.label else {
                diagnostics.error(
                    "the payload of \(quoted: initial.value) is labelled: 'initial: { \(initial.value): { label: literal } }'",
                    at: argument.value.location, notes: [declared])
                continue
            }
            guard let field = fields.first(where: { $0.name.value == label.value }) else {
                diagnostics.error(
                    "\(quoted: initial.value) has no payload label \(quoted: label.value)", at: label.location,
                    notes: Suggestion.note(for: label.value, in: labels) + [declared])
                continue
            }
            initialLiteral(argument.value, fits: field.type)
        }
        let given = Set(arguments.compactMap(\.label?.value))
        for field in fields where !given.contains(field.name.value) {
            diagnostics.error(
                "'initial' gives no literal for \(quoted: field.name.value) of \(quoted: initial.value)",
                at: initial.location,
                notes: [.init("\(quoted: field.name.value) is declared here", at: field.name.location)])
        }
    }

    /// A literal of the initial payload is a Swift literal that fits `type`, as a `default` is.
    private mutating func initialLiteral(_ value: Located<String>, fits type: TypeReference) {
        guard let literal = swiftLiteral(value, what: "\(quoted: value.value)", kind: "a payload of 'initial'"),
            let parsed = type.expression
        else {
            return
        }
        self.literal(literal, value, fits: parsed, what: "\(quoted: value.value)")
    }

    /// An example of the literals of `payload`: `"..."` or `{ prior: "..." }`.
    private static func example(_ payload: CaseSpec.Payload) -> String {
        switch payload {
        case .none: ""
        case .single: "\"...\""
        case .labelled(let fields): "{ " + fields.map { "\($0.name.value): \"...\"" }.joined(separator: ", ") + " }"
        }
    }
}
