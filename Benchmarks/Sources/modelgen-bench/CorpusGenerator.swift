// Synthetic spec corpora: many files of the spec language, every rule respected, every name unique across the corpus.
//
// A corpus is a run of "units". A unit is one feature's worth of specs, shaped like the example specs in /Specs
// together: enums in list and mapping form, snapshots with fields of many types and defaults, fetch and stream use
// cases (options, optionsType, stateType, completed), and six models: one broadcasting, one with a configuration,
// one broadcasting two values, one without load, a standard-state model with load, stream operations, an optional
// child that reloads it and `observes`, and a custom-state composite with required, activated and provided
// children, `steps` with `stream ... as`, `state` and `call`, and `observes` into the custom state. Parts are left
// out at random, fields and cases vary, and some units refer to types and models of earlier units (in other files),
// as one namespace allows. Same seed and size, same bytes.

import Foundation

/// One generated corpus, on disk.
struct Corpus {
    /// The folder holding the spec files.
    var folder: URL
    /// The spec files, sorted by path.
    var files: [URL]
    /// Total bytes of all spec files.
    var bytes: Int
    /// Units written (each one feature: 6 models at most).
    var units: Int
}

/// Writes synthetic spec corpora.
struct CorpusGenerator {
    /// The seed; the same seed gives the same corpus.
    var seed: UInt64 = 0x5EED_0F_C0_4905

    /// Writes about `targetBytes` of specs into `folder` (created; must be empty), in files of about `fileBytes` each.
    func write(targetBytes: Int, fileBytes: Int? = nil, into folder: URL) throws -> Corpus {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var random = SeededRandom(seed: seed ^ UInt64(targetBytes))
        let perFile = fileBytes ?? Self.fileSize(forCorpus: targetBytes)
        var files: [URL] = []
        var total = 0
        var unitIndex = 0
        var earlier: [String] = []  // stems of units already written, for cross-file references
        while total < targetBytes {
            // Each file's size varies from half to one and a half times the typical size.
            let fileTarget = min(perFile / 2 + random.int(0...perFile), max(targetBytes - total, 1024))
            var file = SpecFileBuilder(imports: random.chance(0.25) ? ["Dispatch", "Foundation"] : nil)
            file.comment("Synthetic corpus file \(files.count + 1): seed \(seed), \(targetBytes) bytes in all.")
            while file.estimatedBytes < fileTarget {
                unitIndex += 1
                let stem = Self.nouns[unitIndex % Self.nouns.count] + String(unitIndex)
                UnitWriter(stem: stem, earlier: earlier).write(into: &file, random: &random)
                earlier.append(stem)
            }
            let text = file.text()
            let url = folder.appending(path: String(format: "Feature%04d.yaml", files.count + 1))
            try Data(text.utf8).write(to: url)
            files.append(url)
            total += text.utf8.count
        }
        return Corpus(folder: folder, files: files, bytes: total, units: unitIndex)
    }

    /// The typical file size for a corpus: a few files for a small corpus, 50-200 KB files for larger ones.
    static func fileSize(forCorpus bytes: Int) -> Int {
        min(128 * 1024, max(16 * 1024, bytes / 8))
    }

    static let nouns = [
        "Invoice", "Order", "Customer", "Shipment", "Ticket", "Project", "Account", "Report", "Playlist", "Album",
        "Booking", "Recipe", "Workout", "Course", "Lesson", "Payment", "Wallet", "Budget", "Expense", "Contact",
        "Message", "Thread", "Channel", "Document", "Folder", "Photo", "Video", "Podcast", "Episode", "Article",
        "Review", "Product", "Cart", "Coupon", "Warehouse", "Vehicle", "Route", "Station", "Flight", "Hotel",
        "Patient", "Appointment", "Prescription", "Device", "Sensor", "Alert", "Release", "Build", "Deployment", "Team",
    ]
}

/// The text of one spec file, assembled section by section so each top-level key appears once.
struct SpecFileBuilder {
    var imports: [String]?
    private var header: [String] = []
    var external: [String] = []
    var enums: [String] = []
    var snapshots: [String] = []
    var useCases: [String] = []
    var models: [String] = []
    private(set) var estimatedBytes = 0

    init(imports: [String]?) {
        self.imports = imports
    }

    mutating func comment(_ text: String) {
        header.append("# " + text)
    }

    mutating func add(_ lines: [String], to section: WritableKeyPath<SpecFileBuilder, [String]>) {
        self[keyPath: section].append(contentsOf: lines)
        estimatedBytes += lines.reduce(0) { $0 + $1.utf8.count + 1 }
    }

    func text() -> String {
        var lines = header
        if let imports { lines.append("imports: [\(imports.joined(separator: ", "))]") }
        if !external.isEmpty {
            lines.append("external:")
            lines += external.map { "  - \($0)" }
        }
        for (key, body) in [("enums", enums), ("snapshots", snapshots), ("useCases", useCases), ("models", models)]
        where !body.isEmpty {
            lines.append("")
            lines.append("\(key):")
            lines += body
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// Writes one unit: one feature's enums, snapshots, use cases and models, all named after `stem`.
struct UnitWriter {
    let stem: String
    let earlier: [String]

    private static let caseWords = [
        "draft", "pending", "active", "archived", "paused", "failed", "queued", "shipped", "delivered", "cancelled",
        "open", "closed", "review", "approved", "rejected", "scheduled", "running", "finished", "expired", "hidden",
    ]
    private static let verbs = ["Shows", "Holds", "Lists", "Tracks", "Describes", "Summarises", "Collects", "Keeps"]
    private static let adjectives = [
        "current", "latest", "selected", "visible", "pending", "cached", "shared", "local",
    ]

    private var lower: String { stem.prefix(1).lowercased() + stem.dropFirst() }

    func write(into file: inout SpecFileBuilder, random: inout SeededRandom) {
        let s = stem
        let hasConfig = random.chance(0.7)
        let observesSettings = random.chance(0.8)
        let hasRefresh = random.chance(0.6)
        let hasApp = random.chance(0.75)
        let appObserves = hasApp && random.chance(0.5)
        let appMerges = hasApp && random.chance(0.5)
        let upstream = hasApp && !earlier.isEmpty && random.chance(0.3) ? random.pick(earlier) : nil
        let kindCases = random.sample(Self.caseWords, random.int(3...6))

        // external
        var external = ["\(s)Item", "\(s)Source"]
        if hasConfig { external.append("\(s)Configuration") }
        file.add(external, to: \.external)

        // enums: one list form, one mapping form with all three kinds of case
        var enums = ["  # \(s): \(doc(&random))"]
        enums.append("  \(s)Kind: [\(kindCases.joined(separator: ", "))]")
        enums.append("  \(s)Event:")
        enums.append("    started:")
        if random.chance(0.8) { enums.append("    progressed: Double") }
        enums.append("    moved: { from: Int, to: Int }")
        if random.chance(0.5) { enums.append("    failed: String") }
        if random.chance(0.4) { enums.append("    renamed:\n      from: String\n      to: String") }
        file.add(enums, to: \.enums)

        // snapshots
        var snapshots: [String] = []
        // Generated enums are not Codable, so a Codable snapshot holds none of them (modelgen reports it otherwise).
        let codable = random.chance(0.3)
        let mainFields = mainFields(&random, kindCases).filter {
            !codable || !["kind", "kindsByID", "lastEvent"].contains($0.0)
        }
        snapshots += snapshot(
            "\(s)Snapshot", doc: doc(&random), conforms: codable ? ["Codable"] : [], fields: mainFields, random: &random
        )
        snapshots += snapshot(
            "\(s)Progress", doc: "A partial result shown while work on \(lower) is still running.", conforms: [],
            fields: [
                ("rowCount", "Int", nil, nil), ("headline", "String", nil, nil),
                ("fraction", "Double", random.chance(0.5) ? "0.0" : nil, nil),
            ], random: &random)
        snapshots += snapshot(
            "\(s)Prefs", doc: "The settings \(s)SettingsModel broadcasts.",
            conforms: random.chance(0.5) ? ["Hashable"] : [],
            fields: [
                ("pageSize", "Int", "50", "Rows per page."), ("showArchived", "Bool", "false", nil),
                ("sortKey", "String?", nil, nil),
            ] + (random.chance(0.5) ? [("kind", "\(s)Kind", "." + kindCases[0], nil)] : []), random: &random)
        snapshots += snapshot(
            "\(s)DetailSnapshot", doc: "One \(lower) item, as the detail screen shows it.", conforms: [],
            fields: [
                ("id", "UUID", nil, nil), ("title", "String", nil, nil),
                ("kind", "\(s)Kind", "." + random.pick(kindCases), "What the item is."),
                ("tags", random.chance(0.5) ? "[String]" : "\"[String]\"", nil, nil),
            ], random: &random)
        snapshots += snapshot(
            "\(s)LogEntry", doc: "One line of the \(lower) log.", conforms: [],
            fields: [
                ("date", "Date", nil, nil), ("level", "\(s)Kind", nil, nil), ("message", "String", nil, nil),
            ], random: &random)
        if hasConfig {
            snapshots += snapshot(
                "\(s)ConfigSnapshot", doc: "What the \(lower) integration reports about itself.", conforms: [],
                fields: [
                    ("name", "String?", nil, nil), ("connected", "Bool", "false", nil),
                    ("lastEvent", "\(s)Event?", nil, nil),
                ], random: &random)
        }
        file.add(snapshots, to: \.snapshots)

        // use cases
        var useCases: [String] = []
        useCases.append("  \(s)StatusUseCase:")
        useCases.append("    fetch: { returns: \(s)Snapshot }")
        useCases.append("  \(s)ImportUseCase:")
        useCases.append("    doc: \(doc(&random))")
        useCases.append("    stream:")
        useCases.append(
            random.chance(0.5)
                ? "      options: { source: \(s)Source, dryRun: { type: Bool, default: false } }"
                : "      options: { source: \(s)Source }")
        useCases.append("      states:")
        if random.chance(0.5) { useCases.append("        preparing:") }
        useCases.append("        importing: \(s)Progress")
        useCases.append("        completed: \(s)Snapshot")
        if hasRefresh {
            useCases += [
                "  \(s)RefreshUseCase:", "    stream:", "      optionsType: \(s)RefreshRequest",
                "      options: { force: Bool }",
                "      completed: refreshed", "      states:", "        refreshed: \(s)Snapshot",
                "        previewing: \(s)Progress",
            ]
        }
        if observesSettings {
            useCases += [
                "  \(s)FetchDataUseCase:", "    doc: Fetches the \(lower) data for one set of settings.", "    stream:",
                "      options: { prefs: \(s)Prefs }",
            ]
            useCases.append(
                random.chance(0.5)
                    ? "      states: { fetching: Double, loaded: \(s)Snapshot }"
                    : "      states: { loaded: \(s)Snapshot }")
        }
        if hasConfig {
            useCases.append("  \(s)ConfigStatusUseCase:")
            useCases.append(
                random.chance(0.5)
                    ? "    fetch: { options: { configuration: \(s)Configuration }, returns: \(s)ConfigSnapshot }"
                    : "    fetch: { returns: \(s)ConfigSnapshot }")
        }
        useCases += [
            "  \(s)StopUseCase:", "    doc: Stops whatever the current \(lower) settings started.", "    stream:",
            "      states: { stopping: , stopped: }",
        ]
        useCases += [
            "  \(s)OpenDetailUseCase:", "    stream:", "      options: { itemID: UUID }", "      states:",
            "        opening: Double", "        opened: \(s)DetailSnapshot",
        ]
        useCases += [
            "  \(s)FetchDetailUseCase:", "    doc: Fetches one \(lower) item once.", "    fetch:",
            "      options: { itemID: UUID }", "      returns: \(s)DetailSnapshot",
        ]
        if hasApp {
            useCases += [
                "  \(s)StopPrimaryUseCase:", "    stream:", "      stateType: \(s)PrimaryProgress",
                "      states: { stopping: Double, stopped: }",
            ]
        }
        if appObserves {
            useCases += [
                "  \(s)CheckUseCase:", "    stream:", "      options: { prefs: \(s)Prefs }", "      states:",
                "        checking:", "        mergeable:", "        blocked: String",
            ]
        }
        if appMerges {
            useCases += [
                "  \(s)MergeUseCase:", "    stream:", "      states:", "        rebasing:", "        pushing: Double",
            ]
        }
        file.add(useCases, to: \.useCases)

        // models
        var models: [String] = []
        models += [
            "  \(s)SettingsModel:", "    broadcasts: { current: \(s)Prefs }", "    operations:",
            "      stopAll: { steps: [ { stream: \(s)StopUseCase } ] }",
        ]
        if hasConfig {
            models += [
                "  \(s)ConfigModel:", "    configuration: \(s)Configuration", "    snapshot: \(s)ConfigSnapshot",
                "    load: \(s)ConfigStatusUseCase",
            ]
        }
        models += ["  \(s)LogModel:", "    broadcasts:", "      entries: \"[\(s)LogEntry]\"", "      level: \(s)Kind"]
        models += [
            "  \(s)DetailModel:", "    snapshot: \(s)DetailSnapshot", "    operations:",
            "      open: { stream: \(s)OpenDetailUseCase }",
        ]

        models += [
            "  \(s)Model:", "    doc: \(doc(&random))", "    snapshot: \(s)Snapshot", "    load: \(s)StatusUseCase",
        ]
        if observesSettings || hasConfig {
            models.append("    children:")
            if observesSettings { models.append("      settingsModel: \(s)SettingsModel") }
            if hasConfig {
                models += [
                    "      configModel:", "        model: \(s)ConfigModel", "        configuredBy: \(s)Configuration",
                    "        reloadsParent: true",
                ]
            }
        }
        models += ["    operations:", "      startImport: { stream: \(s)ImportUseCase }"]
        if hasRefresh {
            models.append("      refresh: { stream: \(s)RefreshUseCase, doc: Refreshes without leaving the screen. }")
        }
        if observesSettings { models += ["    observes:", "      settingsModel: \(s)FetchDataUseCase"] }

        if hasApp {
            models += [
                "  \(s)AppModel:", "    state:", "      idle:", "      stoppingPrimary: \(s)PrimaryProgress",
                "      waitingForSettings:", "      stopped:",
            ]
            if appObserves { models += ["      checking:", "      mergeable:", "      blocked: String"] }
            if appMerges { models += ["      merging: \(s)MergeState", "      merged:"] }
            models.append("    initial: idle")
            models += [
                "    children:", "      settingsModel: \(s)SettingsModel", "      mainModel: \(s)Model",
                "      logModel: { model: \(s)LogModel, lifetime: activated }",
                "      detailModel: { model: \(s)DetailModel, lifetime: provided }",
            ]
            if let upstream { models.append("      upstreamSettingsModel: \(upstream)SettingsModel") }
            models += [
                "    operations:", "      stopAll:", "        steps:",
                "          - { stream: \(s)StopPrimaryUseCase, as: stoppingPrimary }",
                "          - { state: waitingForSettings }", "          - { call: settingsModel.stopAll }",
            ]
            if upstream != nil { models.append("          - { call: upstreamSettingsModel.stopAll }") }
            models.append("          - { state: stopped }")
            if appMerges {
                models += [
                    "      merge:", "        steps:", "          - { stream: \(s)MergeUseCase, as: merging }",
                    "          - state: merged",
                ]
            }
            if appObserves { models += ["    observes:", "      settingsModel: \(s)CheckUseCase"] }
        }
        file.add(models, to: \.models)
    }

    /// A field: name, type text as written in YAML, default as written in YAML, doc.
    typealias Field = (name: String, type: String, defaultValue: String?, doc: String?)

    /// The main snapshot's fields: a random mix of types and defaults, some naming enums of earlier units.
    private func mainFields(_ random: inout SeededRandom, _ kindCases: [String]) -> [Field] {
        let other = earlier.isEmpty ? stem : random.pick(earlier)
        let pool: [Field] = [
            (
                "title", "String", random.chance(0.5) ? "\"\\\"Untitled\\\"\"" : nil,
                random.chance(0.3) ? "Shown in the header." : nil
            ),
            ("subtitle", "String?", nil, nil),
            ("count", "Int", random.chance(0.6) ? "0" : nil, nil),
            ("total", "Int", random.chance(0.5) ? String(random.int(1...100)) : nil, nil),
            ("rating", "Double", random.chance(0.5) ? "0.5" : nil, nil),
            ("progress", "Double", nil, "From 0 to 1."),
            ("isPinned", "Bool", random.chance(0.7) ? "false" : nil, nil),
            ("isShared", "Bool", random.chance(0.7) ? "true" : nil, nil),
            ("createdAt", "Date", nil, nil),
            ("updatedAt", "Date?", random.chance(0.3) ? "nil" : nil, nil),
            ("expiresAt", "Date?", nil, nil),
            ("ownerID", "UUID", nil, "Stable across launches."),
            ("link", "URL?", nil, nil),
            ("tags", random.chance(0.5) ? "\"[String]\"" : "[String]", random.chance(0.5) ? "[]" : nil, nil),
            ("members", "\"[String]\"", nil, nil),
            ("scoresByName", "\"[String: Int]\"", random.chance(0.5) ? "{}" : nil, nil),
            ("sizeInBytes", "Int64", random.chance(0.5) ? "0" : nil, nil),
            ("amount", "Decimal", nil, nil),
            ("kind", "\(stem)Kind", "." + random.pick(kindCases), "Which kind it is."),
            ("kindsByID", "\"[UUID: \(stem)Kind]\"", nil, nil),
            ("labels", "Set<String>", random.chance(0.5) ? "[]" : nil, nil),
            ("lastEvent", "\(other)Event?", nil, "The last event of \(other)."),
            ("attempts", "UInt8", random.chance(0.5) ? "0" : nil, nil),
            ("notes", "String?", random.chance(0.3) ? "nil" : nil, nil),
            ("checksum", "Data?", nil, nil),
        ]
        return [("items", random.chance(0.5) ? "\"[\(stem)Item]\"" : "[\(stem)Item]", nil, nil)]
            + random.sample(pool, random.int(3...9))
    }

    /// One snapshot in block form, fields in short, flow or block form at random.
    private func snapshot(
        _ name: String, doc: String, conforms: [String], fields: [Field], random: inout SeededRandom
    ) -> [String] {
        var lines = ["  \(name):", "    doc: \(doc)"]
        if !conforms.isEmpty { lines.append("    conforms: [\(conforms.joined(separator: ", "))]") }
        lines.append("    fields:")
        for field in fields {
            if field.defaultValue == nil && field.doc == nil {
                lines.append("      \(field.name): \(field.type)")
            } else if random.chance(0.7) {
                var parts = ["type: \(field.type)"]
                if let value = field.defaultValue { parts.append("default: \(value)") }
                if let doc = field.doc { parts.append("doc: \(doc)") }
                lines.append("      \(field.name): { \(parts.joined(separator: ", ")) }")
            } else {
                lines.append("      \(field.name):")
                lines.append("        type: \(field.type)")
                if let value = field.defaultValue { lines.append("        default: \(value)") }
                if let doc = field.doc { lines.append("        doc: \(doc)") }
            }
        }
        return lines
    }

    /// A doc sentence: no colon, comma or hash, so it is a plain YAML scalar in any context.
    private func doc(_ random: inout SeededRandom) -> String {
        "\(random.pick(Self.verbs)) the \(random.pick(Self.adjectives)) \(lower) state for one screen."
    }
}
