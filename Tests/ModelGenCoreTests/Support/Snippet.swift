// Snippet-test helpers: run the front end over inline YAML and return what it reports.

import ModelGenCore

/// Runs small inline specs through the front end.
enum Snippet {
    /// The diagnostics of one run over `files` (path, YAML text) with `options` (the run's access and state names
    /// are checked against the specs'), as printed; empty when the specs are valid.
    static func diagnostics(_ files: [(String, String)], options: GenerationOptions = GenerationOptions()) -> String {
        do {
            _ = try SpecLoading.validate(texts: files.map { (path: $0.0, text: $0.1) }, options: options)
            return ""
        } catch {
            return error.description
        }
    }

    /// The diagnostics of one spec file named `Spec.yaml`, for a run with `options`.
    static func diagnostics(_ yaml: String, options: GenerationOptions = GenerationOptions()) -> String {
        diagnostics([("Spec.yaml", yaml)], options: options)
    }
}
