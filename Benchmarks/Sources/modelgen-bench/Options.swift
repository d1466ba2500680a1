// Command-line options of modelgen-bench.

import Foundation

struct Options {
    /// The benchmark package's folder, found from this source file's path.
    static let packageFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    var modelgen = packageFolder.appending(path: "../.build/release/modelgen").standardizedFileURL.path
    var openAPIGenerator = packageFolder.appending(path: "OpenAPIGenerator/.build/release/swift-openapi-generator")
        .standardizedFileURL.path
    var hello = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appending(
        path: "hello-world"
    ).path
    var rusageRun = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appending(
        path: "rusage-run"
    ).path
    var sizes = [100 * 1024, 1024 * 1024, 10 * 1024 * 1024]
    var openAPIBytes = 1024 * 1024
    var skipOpenAPI = false
    var repetitions = 11
    var processRepetitions = 9
    var openAPIRepetitions = 3
    var warmup = 1
    var keep = false
    var workFolder: String?
    var seed: UInt64 = 0x5EED_0F_C0_4905
    /// Only write the corpora (and the OpenAPI document) into this folder, validate them in process, and stop.
    var corpusOnly: String?
    /// Only measure loading (and its stages) on each corpus, and print those rows.
    var loadingOnly = false
    /// Only measure the collection sync (CollectionSync.swift), which needs no modelgen binary, and print its row.
    var collectionsOnly = false
    /// Another build of modelgen (an earlier version) to measure beside `modelgen` on the largest corpus.
    var baseline: String?
    /// Repetitions of each tool's full and unchanged runs in the baseline comparison, the best of them taken.
    var baselineRepetitions = 3
    /// Only the baseline comparison (and the checks of the corpora).
    var baselineOnly = false
    /// The baseline's CPU and peak-memory bounds are printed and checked, but a miss does not fail the run.
    var baselineAdvisory = false
    /// The example app's spec folder, copied for the app benchmark.
    var specs = packageFolder.appending(path: "../Specs").standardizedFileURL.path
    /// Spec files of each app the app benchmark measures.
    var appSizes = [20, 100, 500]
    /// Repetitions of each run of the app benchmark, the best taken.
    var appRepetitions = 5
    /// Only the app benchmark.
    var appOnly = false
    /// CI's mode: the app benchmark and the baseline comparison, with linearity; exits 1 when a bound fails.
    var quick = false

    static let usage = """
        USAGE: modelgen-bench [options]

          --modelgen PATH            the release-built modelgen (default: ../.build/release/modelgen from the package)
          --openapi-generator PATH   swift-openapi-generator 1.14.3, release-built
                                     (default: OpenAPIGenerator/.build/release/swift-openapi-generator)
          --hello PATH               the hello-world executable (default: next to this one)
          --sizes LIST               corpus sizes, e.g. 100K,1M,10M (default)
          --openapi-size SIZE        size of the OpenAPI document and of the corpus compared with it (default 1M)
          --skip-openapi             leave out the swift-openapi-generator comparison
          --repetitions N            measured repetitions of in-process timings (default 11), after --warmup N (default 1)
          --process-repetitions N    measured repetitions of modelgen processes (default 9)
          --openapi-repetitions N    measured repetitions of swift-openapi-generator (default 3)
          --seed N                   corpus seed
          --work DIR                 where corpora and outputs go (default: a new temporary folder)
          --keep                     keep the work folder
          --corpus-only DIR          only write the corpora of --sizes (and the OpenAPI document) into DIR,
                                     check them in process, and stop
          --loading-only             only measure loading against the raw scan, on each corpus of --sizes
          --collections-only         only measure the generated collection sync, keyed cache and steps (no modelgen binary needed)
          --baseline PATH            another modelgen build (e.g. v1, release-built) measured beside --modelgen on
                                     the largest corpus: peak RSS, CPU, and an unchanged run against a full one
          --baseline-repetitions N   runs of each tool in that comparison, the best taken (default 3)
          --baseline-only            only that comparison
          --baseline-advisory        a miss of the baseline's CPU or peak-memory bound is reported, not a failure
          --specs DIR                the example app's specs, copied for the app benchmark (default: ../Specs)
          --app-sizes LIST           spec files of each app measured (default 20,100,500)
          --app-repetitions N        runs of each kind and size in the app benchmark, the best taken (default 5)
          --app                      only the app benchmark; exits 1 when a bound fails
          --quick                    CI's quick mode: the app benchmark and, with --baseline (required), the
                                     comparison on the largest corpus of --sizes and linearity against the next
                                     size down; exits 1 when a bound fails
        """

    static func parse(_ arguments: [String]) throws -> Options {
        var options = Options()
        var index = 0
        func value() throws -> String {
            index += 1
            guard index < arguments.count else {
                throw ProcessFailure(description: "\(arguments[index - 1]) needs a value\n\n\(usage)")
            }
            return arguments[index]
        }
        func count() throws -> Int {
            let text = try value()
            guard let number = Int(text), number >= 0 else {
                throw ProcessFailure(description: "'\(text)' is not a count")
            }
            return number
        }
        func path() throws -> String {
            URL(fileURLWithPath: try value()).standardizedFileURL.path
        }
        while index < arguments.count {
            switch arguments[index] {
            case "--modelgen": options.modelgen = try path()
            case "--openapi-generator": options.openAPIGenerator = try path()
            case "--hello": options.hello = try path()
            case "--sizes": options.sizes = try value().split(separator: ",").map { try size(String($0)) }
            case "--openapi-size": options.openAPIBytes = try size(try value())
            case "--skip-openapi": options.skipOpenAPI = true
            case "--repetitions": options.repetitions = max(1, try count())
            case "--process-repetitions": options.processRepetitions = max(1, try count())
            case "--openapi-repetitions": options.openAPIRepetitions = max(1, try count())
            case "--warmup": options.warmup = try count()
            case "--seed": options.seed = UInt64(try count())
            case "--work": options.workFolder = try path()
            case "--keep": options.keep = true
            case "--corpus-only": options.corpusOnly = try path()
            case "--loading-only": options.loadingOnly = true
            case "--collections-only": options.collectionsOnly = true
            case "--baseline": options.baseline = try path()
            case "--baseline-repetitions": options.baselineRepetitions = max(1, try count())
            case "--baseline-only": options.baselineOnly = true
            case "--baseline-advisory": options.baselineAdvisory = true
            case "--specs": options.specs = try path()
            case "--app-sizes": options.appSizes = try value().split(separator: ",").map { try size(String($0)) }
            case "--app-repetitions": options.appRepetitions = max(1, try count())
            case "--app": options.appOnly = true
            case "--quick": options.quick = true
            case "-h", "--help":
                print(usage)
                exit(0)
            default: throw ProcessFailure(description: "unknown option '\(arguments[index])'\n\n\(usage)")
            }
            index += 1
        }
        return options
    }

    /// `100K`, `1M`, `10M`, `2500000`.
    static func size(_ text: String) throws -> Int {
        let upper = text.uppercased()
        let (digits, unit) =
            upper.hasSuffix("K")
            ? (upper.dropLast(), 1024) : upper.hasSuffix("M") ? (upper.dropLast(), 1024 * 1024) : (Substring(upper), 1)
        guard let number = Double(digits), number > 0 else {
            throw ProcessFailure(description: "'\(text)' is not a size (e.g. 100K, 1M)")
        }
        return Int(number * Double(unit))
    }

    static func sizeName(_ bytes: Int) -> String {
        if bytes >= 1024 * 1024, bytes % (1024 * 1024) == 0 { return "\(bytes / (1024 * 1024)) MB" }
        if bytes >= 1024, bytes % 1024 == 0 { return "\(bytes / 1024) KB" }
        return "\(bytes) B"
    }
}
