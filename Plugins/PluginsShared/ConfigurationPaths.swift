// The two settings of modelgen.yml that decide what a build reads, read without a YAML library.

/// `specs:` and `templates:` of a `modelgen.yml`, as written: paths relative to the file's folder (or absolute).
struct ConfigurationPaths: Equatable {
    /// Spec files or folders; nil when the configuration has no `specs:`.
    var specs: [String]?
    /// The folder of templates that replace built-in ones; nil when the configuration has no `templates:`.
    var templates: String?

    /// Settings with the given values.
    init(specs: [String]? = nil, templates: String? = nil) {
        self.specs = specs
        self.templates = templates
    }

    /// Reads the settings from the text of a `modelgen.yml`. `specs` may be one scalar, a flow sequence (on one line
    /// or several) or a block sequence; `templates` is a scalar. Every other key is left to modelgen.
    init(text: String) {
        self.init()
        var readingSpecItems = false
        var openFlow: String?
        for line in YAMLLines.lines(of: text) {
            if let flow = openFlow {
                let joined = flow + " " + line
                if line.contains("]") {
                    specs = YAMLLines.items(of: Substring(joined))
                    openFlow = nil
                } else {
                    openFlow = joined
                }
                continue
            }
            let content = line.drop { $0 == " " || $0 == "\t" }
            if content.isEmpty || content.first == "#" { continue }
            // A block sequence's items may be indented or start in the key's own column.
            if line.first == " " || line.first == "\t" || line.first == "-" {
                let item = content.dropFirst().drop { $0 == " " || $0 == "\t" }
                if readingSpecItems, content.first == "-", !item.isEmpty {
                    specs?.append(YAMLLines.scalar(item))
                }
                continue
            }
            readingSpecItems = false
            guard let (key, value) = YAMLLines.keyAndValue(of: line) else { continue }
            switch key {
            case "specs":
                if value.isEmpty {
                    specs = []
                    readingSpecItems = true
                } else if value.first == "[", !value.contains("]") {
                    openFlow = String(value)
                } else {
                    specs = YAMLLines.items(of: value)
                }
            case "templates":
                templates = value.isEmpty ? nil : YAMLLines.scalar(value)
            default:
                continue
            }
        }
    }
}
