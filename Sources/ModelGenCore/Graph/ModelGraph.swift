// The model hierarchy of validated specs as a Mermaid flowchart: models with their use cases, children by lifetime,
// observes.

/// Draws the models of a run as a Mermaid flowchart.
public enum ModelGraph {
    /// The flowchart (`flowchart TD`) of `specs`: a node per model, sorted by name, labelled with its name and use
    /// cases (`load: X`, `operation: X`, `observes child: X`); then, model by model, an edge to each child labelled
    /// with its lifetime and a dotted edge to each observed child, in the order the spec lists them.
    public static func mermaid(_ specs: ValidatedSpecs) -> String {
        let models = specs.index.models.values.sorted { $0.name.value < $1.name.value }
        let ids = nodeIDs(models.map(\.name.value))
        func id(_ name: String) -> String { ids[name] ?? name }
        var lines = ["flowchart TD"]
        for model in models {
            let label = ([model.name.value] + useCases(of: model)).map(escaped).joined(separator: "<br/>")
            lines.append("    \(id(model.name.value))[\"\(label)\"]")
        }
        for model in models {
            for child in model.children {
                lines.append(
                    "    \(id(model.name.value)) -->|\(escaped(child.lifetime.value.rawValue))| \(id(child.model.value))"
                )
            }
            for observe in model.observes {
                guard let child = model.children.first(where: { $0.name.value == observe.child.value }) else {
                    continue
                }
                lines.append("    \(id(model.name.value)) -.->|observes| \(id(child.model.value))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The lines of a model's label after its name: its load, each operation with the use cases it streams, each
    /// observed child with the use case it runs.
    private static func useCases(of model: ModelSpec) -> [String] {
        var lines = model.load.map { ["load: \($0.value)"] } ?? []
        for operation in model.operations {
            let streamed: [String]
            switch operation.kind {
            case .stream(let useCase), .call(let useCase): streamed = [useCase.value]
            case .steps(let steps):
                streamed = steps.compactMap { $0.streamedUseCase?.value }
            }
            if !streamed.isEmpty { lines.append("\(operation.name.value): \(streamed.joined(separator: ", "))") }
        }
        for observe in model.observes { lines.append("observes \(observe.child.value): \(observe.useCase.value)") }
        return lines
    }

    /// Words Mermaid's flowchart grammar reads as keywords, which cannot be node IDs.
    private static let keywords: Set<String> = [
        "end", "graph", "flowchart", "subgraph", "direction", "style", "linkstyle", "classdef", "class", "click",
        "call",
        "href", "default", "interpolate", "acctitle", "accdescr",
    ]

    /// A node ID per model name: the name itself when Mermaid reads it as a plain ID, else the name with every other
    /// character replaced by `_` and `_` appended until no other ID or name is the same.
    private static func nodeIDs(_ names: [String]) -> [String: String] {
        func plain(_ name: String) -> Bool {
            !name.isEmpty && name.unicodeScalars.allSatisfy(isPlain) && !keywords.contains(name.lowercased())
        }
        var taken = Set(names.filter(plain))
        var ids: [String: String] = [:]
        for name in names {
            if plain(name) {
                ids[name] = name
                continue
            }
            var id = String(String.UnicodeScalarView(name.unicodeScalars.map { isPlain($0) ? $0 : "_" })) + "_"
            while taken.contains(id) || keywords.contains(id.lowercased()) { id += "_" }
            taken.insert(id)
            ids[name] = id
        }
        return ids
    }

    /// An ASCII letter, digit or underscore.
    private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
    }

    /// Text for a label: letters, digits, `_`, spaces, `.`, `,` and `:` as they are, every other character as Mermaid's
    /// entity code `#N;`, so no text can end a label, start markup or break the line.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if isPlain(scalar) || [" ", ".", ",", ":"].contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                result += "#\(scalar.value);"
            }
        }
        return result
    }
}
