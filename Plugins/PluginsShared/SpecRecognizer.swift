// Telling modelgen specs apart from other tools' YAML (swiftgen.yml, openapi.yaml, .swiftlint.yml) without a YAML
// library: a spec's top-level keys are all keys of the spec language.

/// Recognises a spec by the keys in column 0 of its text.
enum SpecRecognizer {
    /// The top-level keys of the spec language (`references` belongs to `modelgen.yml`, not to specs).
    static let specKeys: Set<String> = ["imports", "external", "enums", "snapshots", "useCases", "models"]

    /// True when `text` has at least one top-level key and every one is a spec key.
    static func looksLikeSpec(_ text: String) -> Bool {
        guard let keys = topLevelKeys(of: text), !keys.isEmpty else { return false }
        return keys.allSatisfy(specKeys.contains)
    }

    /// The keys of the lines that start in column 0, in order; nil when such a line is not a `key:` line (a top-level
    /// sequence or scalar). Blank lines, comments, indented lines, directives and document markers are skipped.
    static func topLevelKeys(of text: String) -> [String]? {
        var keys: [String] = []
        for line in YAMLLines.lines(of: text) {
            guard let first = line.first, !" \t#%".contains(first), !line.hasPrefix("---"), !line.hasPrefix("...")
            else {
                continue
            }
            guard let key = YAMLLines.keyAndValue(of: line)?.key else { return nil }
            keys.append(key)
        }
        return keys
    }
}
