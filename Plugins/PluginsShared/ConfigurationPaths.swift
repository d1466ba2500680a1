// The settings of modelgen.yml that decide what a build reads, read without a YAML library.
//
// A plugin cannot use modelgen's own YAML reader: a plugin target depends only on the executables it runs, never on a
// library target, so neither ModelGenCore nor its libyaml module links into it. The few keys the plugin needs are read
// here line by line (see YAMLLines); modelgen itself reads the whole file with libyaml when the command runs.

/// `specs:`, `templates:` and `references:` of a `modelgen.yml`, as written: paths relative to the file's folder (or
/// absolute).
struct ConfigurationPaths: Equatable {
    /// Spec files or folders; nil when the configuration has no `specs:`.
    var specs: [String]?
    /// The folder of templates that replace built-in ones; nil when the configuration has no `templates:`.
    var templates: String?
    /// Reference spec files or folders: their declarations resolve names in the run, they render nothing; nil when
    /// the configuration has no `references:`.
    var references: [String]?

    /// Settings with the given values.
    init(specs: [String]? = nil, templates: String? = nil, references: [String]? = nil) {
        self.specs = specs
        self.templates = templates
        self.references = references
    }

    /// Reads the settings from the text of a `modelgen.yml`. `specs` and `references` may each be one scalar, a flow
    /// sequence (on one line or several) or a block sequence; `templates` is a scalar. Only keys in column 0 count;
    /// every other key is left to modelgen.
    init(text: String) {
        self.init()
        // The list whose block items (`- item` lines) follow its key, and a flow sequence still open at a line's end.
        var blockList: WritableKeyPath<ConfigurationPaths, [String]?>?
        var openFlow: (list: WritableKeyPath<ConfigurationPaths, [String]?>, text: String)?
        for line in YAMLLines.lines(of: text) {
            if let flow = openFlow {
                let joined = flow.text + " " + line
                if line.contains("]") {
                    self[keyPath: flow.list] = YAMLLines.items(of: Substring(joined))
                    openFlow = nil
                } else {
                    openFlow = (flow.list, joined)
                }
                continue
            }
            let content = line.drop { $0 == " " || $0 == "\t" }
            if content.isEmpty || content.first == "#" { continue }
            // A block sequence's items may be indented or start in the key's own column.
            if line.first == " " || line.first == "\t" || line.first == "-" {
                let item = content.dropFirst().drop { $0 == " " || $0 == "\t" }
                if let list = blockList, content.first == "-", !item.isEmpty {
                    self[keyPath: list]?.append(YAMLLines.scalar(item))
                }
                continue
            }
            blockList = nil
            guard let (key, value) = YAMLLines.keyAndValue(of: line) else { continue }
            if let list = Self.list(named: key) {
                if value.isEmpty {
                    self[keyPath: list] = []
                    blockList = list
                } else if value.first == "[", !value.contains("]") {
                    openFlow = (list, String(value))
                } else {
                    self[keyPath: list] = YAMLLines.items(of: value)
                }
            } else if key == "templates" {
                templates = value.isEmpty ? nil : YAMLLines.scalar(value)
            }
        }
    }

    /// The setting a list key fills: `specs` or `references`; nil for any other key.
    private static func list(named key: String) -> WritableKeyPath<ConfigurationPaths, [String]?>? {
        switch key {
        case "specs": \.specs
        case "references": \.references
        default: nil
        }
    }
}
