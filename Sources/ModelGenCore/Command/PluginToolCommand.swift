// The command lines of the build plugin's tool, `modelgen-plugin-tool`: exactly the two that the build plugin runs,
// parsed by hand, and run through the same functions as `modelgen plan` and `modelgen generate`.

/// A command line of `modelgen-plugin-tool`, the executable that the build plugin builds from source and runs.
///
/// Its arguments are parsed by hand, not with swift-argument-parser as `modelgen`'s are, because every app that
/// applies the build plugin builds this tool from source, in debug, on each clean build: swift-argument-parser would be
/// about a third of that build (its two modules, some 60 files), paid by every plugin user. Parsing by hand is sound
/// here only because these command lines are a fixed internal interface, not a user interface: the plugin writes
/// them (`plan` itself, `generate` from ``PlannedBuild/arguments``, which ``BuildPlan`` writes), no person types them,
/// so the tool needs no help, no suggestions and no other options. Anything else is a usage error that points to
/// `modelgen`.
public enum PluginToolCommand {
    /// `plan FILE-LIST WORK-FOLDER`: see ``PlanCommandRun``.
    case plan(fileList: String, workDirectory: String)
    /// `generate SPEC... --output FOLDER --config FILE --quiet`, as ``BuildPlan`` writes it (the options in any order,
    /// each at most once): see ``GenerateCommandRun``.
    case generate(GenerationRun, quiet: Bool)

    /// Parses `arguments`, the command line after the executable's name; throws ``UsageError`` for any command line
    /// the build plugin does not run.
    public init(arguments: [String]) throws(UsageError) {
        guard let subcommand = arguments.first else { throw UsageError("no subcommand") }
        let rest = Array(arguments.dropFirst())
        switch subcommand {
        case "plan":
            guard rest.count == 2, !rest.contains(where: { $0.hasPrefix("-") }) else {
                throw UsageError("plan takes a file list and a work folder: plan FILE-LIST WORK-FOLDER")
            }
            self = .plan(fileList: rest[0], workDirectory: rest[1])
        case "generate":
            var request = GenerationRun()
            var quiet = false
            var seen: Set<String> = []
            var remaining = rest[...]
            while let argument = remaining.popFirst() {
                guard argument.hasPrefix("-") else {
                    request.paths.append(argument)
                    continue
                }
                guard seen.insert(argument).inserted else { throw UsageError("\(argument) is given twice") }
                switch argument {
                case "--quiet":
                    quiet = true
                case "--output", "--config":
                    guard let value = remaining.popFirst(), !value.hasPrefix("-") else {
                        throw UsageError("\(argument) takes a path")
                    }
                    if argument == "--output" { request.output = value } else { request.configPath = value }
                default:
                    throw UsageError("generate takes spec paths, --output, --config and --quiet; not \(argument)")
                }
            }
            self = .generate(request, quiet: quiet)
        default:
            throw UsageError("unknown subcommand '\(subcommand)'")
        }
    }

    /// Runs the command and returns its exit status.
    public func run() -> ExitStatus {
        switch self {
        case .plan(let fileList, let workDirectory):
            PlanCommandRun.run(fileList: fileList, workDirectory: workDirectory)
        case .generate(let request, let quiet):
            GenerateCommandRun.run(request, check: false, quiet: quiet)
        }
    }

    /// A command line the tool does not take.
    public struct UsageError: Error, Equatable, CustomStringConvertible {
        /// What is wrong with it.
        public var reason: String

        /// A usage error.
        public init(_ reason: String) {
            self.reason = reason
        }

        /// The error as the tool prints it: it runs only the build plugin's command lines; people run `modelgen`.
        public var description: String {
            "modelgen-plugin-tool: error: \(reason)\n"
                + "Usage: modelgen-plugin-tool plan FILE-LIST WORK-FOLDER\n"
                + "       modelgen-plugin-tool generate SPEC... --output FOLDER --config FILE --quiet\n"
                + "This tool runs only the build plugin's command lines; run modelgen itself for anything else.\n"
        }
    }
}
