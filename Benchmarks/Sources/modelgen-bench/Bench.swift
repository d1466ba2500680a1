// modelgen-bench: one run measures modelgen against its floors and against swift-openapi-generator, and prints a table.
//
// Every comparison is a ratio of two things measured side by side in the same run (median of several repetitions
// after a warm-up, ContinuousClock). See README.md for the commands and the figures of this machine.

import Dispatch
import Foundation
import ModelGenCore
#if canImport(Glibc)
import Glibc
#endif

@main
@MainActor
struct Bench {
    static func main() async {
        do {
            var bench = try Bench(options: try Options.parse(Array(CommandLine.arguments.dropFirst())))
            try await bench.run()
        } catch {
            FileHandle.standardError.write(Data("modelgen-bench: \(error)\n".utf8))
            exit(1)
        }
    }

    var options: Options
    var rows: [Row] = []
    var notes: [String] = []
    var loadBefore = "?"
    let timer: Timer
    var work: URL

    init(options: Options) throws {
        self.options = options
        timer = Timer(repetitions: options.repetitions, warmup: options.warmup)
        work = URL(
            fileURLWithPath: options.workFolder
                ?? FileManager.default.temporaryDirectory.appending(path: "modelgen-bench-\(getpid())").path)
    }

    mutating func run() async throws {
        loadBefore = loadAverage()
        if let folder = options.corpusOnly { return try writeCorporaOnly(into: URL(fileURLWithPath: folder)) }
        if options.collectionsOnly {
            try collections()
            try await childScale()
            try childChains()
            return try printReport()
        }
        try checkExecutables()
        try? FileManager.default.removeItem(at: work)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer {
            if !options.keep { try? FileManager.default.removeItem(at: work) }
        }
        // Run from the work folder, so no modelgen.yml of the caller's folder takes part.
        _ = FileManager.default.changeCurrentDirectoryPath(work.path)

        if options.appOnly {
            try app()
            return try printReport(failingOnBounds: true)
        }
        if options.baselineOnly || options.quick {
            guard let baseline = options.baseline else {
                throw ProcessFailure(description: "--baseline-only and --quick need --baseline PATH")
            }
            if options.quick { try app() }
            try compare(with: baseline)
            return try printReport(failingOnBounds: options.quick)
        }
        let templates = try TemplateSet.load()
        let writer = try representativeFile(templates: templates)
        if options.loadingOnly {
            for size in options.sizes.sorted() {
                _ = try corpus(size: size, templates: templates, writer: writer, report: true)
            }
            rows.removeAll { $0.section != "Loading" }
            return try printReport()
        }

        var sizes = options.sizes
        if !options.skipOpenAPI, !sizes.contains(options.openAPIBytes) { sizes.append(options.openAPIBytes) }
        var results: [Int: CorpusResult] = [:]
        for size in sizes.sorted() {
            results[size] = try corpus(
                size: size, templates: templates, writer: writer, report: options.sizes.contains(size))
        }
        if let baseline = options.baseline { try compare(with: baseline) }
        try app()
        try startUp()
        try collections()
        try await childScale()
        try childChains()
        if !options.skipOpenAPI, let result = results[options.openAPIBytes] {
            try openAPI(modelgen: result)
        }
        if let largest = options.sizes.max(), let result = results[largest] {
            let corpusMB = Double(result.corpusBytes) / 1_048_576
            let baseline = try peakRSS(helper: options.rusageRun, of: options.modelgen, ["--version"])
            let others = options.sizes.sorted().compactMap { size in
                results[size].map {
                    "\(Options.sizeName(size)): \(String(format: "%.1f", Double($0.peakRSSKiB) / 1024)) MB"
                }
            }
            rows.append(
                Row(
                    section: "Memory",
                    what:
                        "peak RSS of `modelgen generate` (getrusage maxrss), \(Options.sizeName(largest)) corpus (\(result.files) files)",
                    measured: String(format: "%.1f MB", Double(result.peakRSSKiB) / 1024),
                    floor: String(format: "%.1f MB of specs", corpusMB),
                    ratio: String(format: "%.1fx the specs", Double(result.peakRSSKiB) / 1024 / corpusMB),
                    target: "report", met: nil,
                    detail: others.joined(separator: ", ")
                        + String(format: "; `modelgen --version`: %.1f MB", Double(baseline) / 1024)))
        }
        try printReport()
    }

    /// Writes the corpora and the OpenAPI document, and checks each corpus in process.
    /// The lines of `text` that hold code, without their indentation.
    private static func codeLines(_ text: String) -> [Substring] {
        text.split(separator: "\n").map { $0.drop { $0 == " " } }.filter { !$0.isEmpty }
    }

    private func writeCorporaOnly(into folder: URL) throws {
        for size in options.sizes {
            let specs = folder.appending(path: "corpus-\(size)/Specs")
            try? FileManager.default.removeItem(at: specs)
            let corpus = try CorpusGenerator(seed: options.seed).write(targetBytes: size, into: specs)
            let validated = try SpecLoading.validate(try SpecSource.find([specs.path]))
            let declared = validated.index.declarations.values.filter { $0.kind != .external }.count
            print(
                "\(specs.path): \(corpus.files.count) files, \(corpus.bytes) bytes, \(corpus.units) units, \(declared) declared types: valid"
            )
        }
        let document = folder.appending(path: "openapi.yaml")
        let (schemas, bytes) = try OpenAPIDocument.write(targetBytes: options.openAPIBytes, to: document)
        print("\(document.path): \(schemas) schemas, \(bytes) bytes")
    }

    // MARK: executables

    private mutating func checkExecutables() throws {
        let fileManager = FileManager.default
        if !fileManager.isExecutableFile(atPath: options.modelgen) {
            let fallback = Options.packageFolder.appending(path: "../.build-bench/release/modelgen").standardizedFileURL
                .path
            guard fileManager.isExecutableFile(atPath: fallback) else {
                throw ProcessFailure(
                    description: """
                        no modelgen at \(options.modelgen); build it with
                          swift build -c release --package-path .. --scratch-path ../.build-bench
                        and pass --modelgen ../.build-bench/release/modelgen
                        """)
            }
            options.modelgen = fallback
        }
        for helper in [options.hello, options.rusageRun] where !fileManager.isExecutableFile(atPath: helper) {
            throw ProcessFailure(description: "no \(helper); build the benchmark package with swift build -c release")
        }
        let needsOpenAPI = !options.skipOpenAPI && !options.baselineOnly && !options.quick && !options.appOnly
        if needsOpenAPI, !fileManager.isExecutableFile(atPath: options.openAPIGenerator) {
            throw ProcessFailure(
                description: """
                    no swift-openapi-generator at \(options.openAPIGenerator); build it with
                      swift build -c release --package-path OpenAPIGenerator --product swift-openapi-generator
                    or pass --skip-openapi
                    """)
        }
        if let baseline = options.baseline, !fileManager.isExecutableFile(atPath: baseline) {
            throw ProcessFailure(description: "no baseline modelgen at \(baseline)")
        }
        progress("modelgen: \(options.modelgen)")
    }

    // MARK: the representative file and the writer floor

    /// The writer's throughput, single-threaded and across all cores, for the end-to-end floor.
    struct WriterFloor {
        var bytesPerSecond: Double
        var parallelBytesPerSecond: Double
        var data: WriterFile
        var fileBytes: Int

        /// Writes `bytes` of output with the writer, files spread over all cores (as the Renderer spreads them).
        func write(bytes: Int) {
            let data = data
            DispatchQueue.concurrentPerform(iterations: max(1, (bytes + fileBytes - 1) / fileBytes)) { _ in
                use(InterpolationWriter.write(data))
            }
        }
    }

    private mutating func representativeFile(templates: TemplateSet) throws -> WriterFloor {
        progress("representative file: template render vs string-interpolation writer")
        let texts = [(path: RepresentativeFile.specPath, text: RepresentativeFile.specText)]
        let generated = try Generator(templates: templates).generate(texts: texts)
        let templateText = generated.first { $0.name == "Import.swift" }?.contents ?? ""
        let data = RepresentativeFile.writerData
        let writerText = InterpolationWriter.write(data)
        if templateText != writerText {
            let a = templateText.split(separator: "\n", omittingEmptySubsequences: false)
            let b = writerText.split(separator: "\n", omittingEmptySubsequences: false)
            let line = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
            let shown = { (lines: [Substring]) in line < lines.count ? String(lines[line]) : "<end>" }
            notes.append(
                "The writer's text differs from the templates' at line \(line + 1) (templates: `\(shown(a))`, writer: `\(shown(b))`): the templates changed since the writer was written; its cost is still a fair floor, but update InterpolationWriter.swift."
            )
        }

        let validated = try SpecLoading.validate(texts: texts)
        let translator = Translator()
        let fileData = translator.file(try validated.files()[0], baseName: "Import")
        let perSample = 200
        let renderer = Renderer(templates: templates)
        let (template, written) = try timer.measurePair(
            {
                for _ in 0..<perSample { use(try renderer.render(fileData).contents) }
            },
            {
                for _ in 0..<perSample { use(InterpolationWriter.write(data)) }
            })
        let rendered = try templates.render(fileData, template: "File")
        let bytes = Double(writerText.utf8.count)
        let templateFile = template.seconds / Double(perSample)
        let writerFile = written.seconds / Double(perSample)
        rows.append(
            Row(
                section: "Rendering",
                what:
                    "one model file (Import.swift, \(writerText.utf8.count) B): template render vs interpolation writer, per file",
                measured: Duration.format(templateFile), floor: Duration.format(writerFile),
                ratio: String(format: "%.1fx", templateFile / writerFile), target: "report", met: nil,
                detail: String(
                    format: "%.1f vs %.1f MB/s", bytes / templateFile / 1_048_576, bytes / writerFile / 1_048_576)
            ))

        // The same templates over the same render data through swift-mustache, the engine modelgen used before.
        let library = try MustachePeer.library()
        // Compared line by line without indentation and blank lines: swift-mustache indents lines inside nested
        // standalone partials differently, and writes every blank line of the templates.
        let peerLines = Self.codeLines(
            library.render(MustacheRenderData(fileData), withTemplate: "File") ?? "")
        let engineLines = Self.codeLines(rendered)
        let sameSwift = peerLines == engineLines
        if !sameSwift {
            let line =
                (0..<min(peerLines.count, engineLines.count)).first { peerLines[$0] != engineLines[$0] }
                ?? min(peerLines.count, engineLines.count)
            let shown = { (lines: [Substring]) in line < lines.count ? String(lines[line]) : "<end>" }
            notes.append(
                "swift-mustache's Swift for the representative file differs from modelgen's beyond indentation and blank lines, at code line \(line + 1) (swift-mustache: `\(shown(peerLines))`, modelgen: `\(shown(engineLines))`): MustachePeer.swift no longer renders the templates as modelgen does."
            )
        }
        let (engine, peer) = try timer.measurePair(
            {
                for _ in 0..<perSample { use(try templates.render(fileData, template: "File")) }
            },
            {
                for _ in 0..<perSample {
                    use(library.render(MustacheRenderData(fileData), withTemplate: "File") ?? "")
                }
            })
        rows.append(
            Row(
                section: "Rendering",
                what:
                    "one model file, templates only: modelgen's engine vs swift-mustache 2.1.1 (the same templates and render data), per file",
                measured: Duration.format(engine.seconds / Double(perSample)),
                floor: Duration.format(peer.seconds / Double(perSample)),
                ratio: String(format: "%.1fx faster", engine.pairedRatio(over: peer)), target: "report", met: nil,
                detail: sameSwift
                    ? "the same Swift but for indentation and blank lines" : "different Swift (see the notes)"))

        let cores = ProcessInfo.processInfo.activeProcessorCount
        let parallelCount = perSample * cores
        let parallel = timer.measure {
            DispatchQueue.concurrentPerform(iterations: parallelCount) { _ in use(InterpolationWriter.write(data)) }
        }
        return WriterFloor(
            bytesPerSecond: bytes / writerFile,
            parallelBytesPerSecond: bytes * Double(parallelCount) / parallel.seconds,
            data: data, fileBytes: writerText.utf8.count)
    }

    // MARK: one corpus

    struct CorpusResult {
        var corpusBytes: Int
        var files: Int
        var declaredTypes: Int
        var endToEnd: Double
        var peakRSSKiB: Int
    }

    private mutating func corpus(
        size: Int, templates: TemplateSet, writer: WriterFloor, report: Bool
    ) throws -> CorpusResult {
        let name = Options.sizeName(size)
        progress("corpus \(name): generating")
        let folder = work.appending(path: "corpus-\(size)/Specs")
        let corpus = try CorpusGenerator(seed: options.seed).write(targetBytes: size, into: folder)
        progress(
            "corpus \(name): \(corpus.files.count) files, \(corpus.bytes) bytes, \(corpus.units) units; modelgen validate"
        )
        try runChecked(options.modelgen, ["validate", folder.path])

        let sources = try SpecSource.find([folder.path])
        let validated = try SpecLoading.validate(sources)
        let declared = validated.index.declarations.values.filter { $0.kind != .external }.count
        let mb = Double(corpus.bytes) / 1_048_576
        let label = "\(name) corpus (\(corpus.files.count) files, \(declared) types)"

        // Loading against the raw scan, side by side.
        progress("corpus \(name): loading vs raw scan")
        let files = sources.map(\.url)
        let events = RawScan.scanFiles(files)
        let (decoding, scan) = timer.measurePair({ SpecLoading.decode(sources) }, { RawScan.scanFiles(files) })
        let (loading, scanAgain) = try timer.measurePair(
            { try SpecLoading.validate(sources) }, { RawScan.scanFiles(files) })
        let decodingRatio = decoding.pairedRatio(over: scan)
        let loadingRatio = loading.pairedRatio(over: scanAgain)
        if report {
            rows.append(
                Row(
                    section: "Loading",
                    what: "read+load+decode into the spec model vs raw libyaml scan (\(events) events), \(label)",
                    measured: String(format: "%.1f MB/s", mb / decoding.seconds),
                    floor: String(format: "%.1f MB/s", mb / scan.seconds),
                    ratio: String(format: "%.2fx", decodingRatio), target: ">= 0.5x", met: decodingRatio >= 0.5,
                    detail: "\(decoding.median.milliseconds) vs \(scan.median.milliseconds)"))
            rows.append(
                Row(
                    section: "Loading", what: "the same and validation of the whole hierarchy, \(label)",
                    measured: String(format: "%.1f MB/s", mb / loading.seconds),
                    floor: String(format: "%.1f MB/s", mb / scanAgain.seconds),
                    ratio: String(format: "%.2fx", loadingRatio), target: "report", met: nil,
                    detail: "\(loading.median.milliseconds) vs \(scanAgain.median.milliseconds)"))
        }

        // Where loading's time goes: each stage alone, as SpecLoading runs it.
        let paths = sources.map(\.displayPath)
        let loadDocuments = {
            concurrentMap(Array(zip(files, paths))) { file, path in
                let data = FileManager.default.contents(atPath: file.path) ?? Data()
                return try? YAMLLoader().load([UInt8](data), path: path)
            }
        }
        let loadStage = timer.measure(loadDocuments)
        let documents = loadDocuments().compactMap { $0 }
        let decodeDocuments = { concurrentMap(documents) { SpecDecoder.decode($0).0 } }
        let decodeStage = timer.measure(decodeDocuments)
        let decoded = decodeDocuments()
        let validateStage = try timer.measure { try Validator.validate(decoded) }
        if report {
            rows.append(
                Row(
                    section: "Loading",
                    what: "stages of loading, \(name): read+libyaml -> document / decode / validate",
                    measured:
                        "\(loadStage.median.milliseconds) / \(decodeStage.median.milliseconds) / \(validateStage.median.milliseconds)",
                    floor: "scan \(scan.median.milliseconds)",
                    ratio: String(format: "document %.2fx scan", scan.seconds / loadStage.seconds),
                    target: "report", met: nil))
        }
        if options.loadingOnly {
            return CorpusResult(
                corpusBytes: corpus.bytes, files: corpus.files.count, declaredTypes: declared, endToEnd: 0,
                peakRSSKiB: 0)
        }

        // Translation and rendering in process.
        progress("corpus \(name): translate and render")
        let translator = Translator()
        let resolvedFiles = try validated.files()
        let translateFiles = {
            concurrentMap(Array(zip(resolvedFiles, sources.map(\.baseName)))) {
                translator.file($0, baseName: $1)
            }
        }
        let translate = timer.measure(translateFiles)
        let fileData = translateFiles()
        let renderer = Renderer(templates: templates)
        let renderFiles = {
            try concurrentMap(fileData) { file in Result { try renderer.render(file) } }.map { try $0.get() } + [
                renderer.render(translator.support())
            ]
        }
        let render = try timer.measure(renderFiles)
        let outputBytes = try renderFiles().reduce(0) { $0 + $1.contents.utf8.count }
        if report {
            let outMB = Double(outputBytes) / 1_048_576
            rows.append(
                Row(
                    section: "Rendering",
                    what:
                        "render of \(label) (\(String(format: "%.1f", outMB)) MB out) vs interpolation writer, all cores",
                    measured: String(format: "%.1f MB/s", outMB / render.seconds),
                    floor: String(format: "%.1f MB/s", writer.parallelBytesPerSecond / 1_048_576),
                    ratio: String(
                        format: "%.1fx", writer.parallelBytesPerSecond * render.seconds / Double(outputBytes)),
                    target: "report", met: nil,
                    detail: "render \(render.median.milliseconds), translate \(translate.median.milliseconds)"))
        }

        // End to end, full and no-op, side by side.
        progress("corpus \(name): modelgen generate, full and no-op")
        let e2e = try endToEnd(
            folder: folder, label: "\(size)", scan: { _ = RawScan.scanFiles(files) },
            write: { writer.write(bytes: outputBytes) })
        if report {
            let ratio = e2e.floor.pairedRatio(over: e2e.full)
            rows.append(
                Row(
                    section: "End to end", what: "`modelgen generate` process vs scan floor + writer floor, \(label)",
                    measured: e2e.full.median.milliseconds, floor: e2e.floor.median.milliseconds,
                    ratio: String(format: "%.1fx", ratio),
                    target: "<= 4x", met: ratio <= 4,
                    detail:
                        "process CPU \(e2e.fullCPU.median.milliseconds); in process: load \(loading.median.milliseconds) + translate \(translate.median.milliseconds) + render \(render.median.milliseconds)"
                ))
            // The scan alone, from the same repetitions: the target applies to the largest corpus.
            let scanRatio = e2e.scan.pairedRatio(over: e2e.full)
            let scanTarget = size >= 10 << 20 ? 9.0 : nil
            rows.append(
                Row(
                    section: "End to end",
                    what: "`modelgen generate` process vs the raw libyaml scan of the corpus alone, \(label)",
                    measured: e2e.full.median.milliseconds, floor: e2e.scan.median.milliseconds,
                    ratio: String(format: "%.1fx", scanRatio),
                    target: scanTarget.map { String(format: "<= %.0fx", $0) } ?? "report",
                    met: scanTarget.map { scanRatio <= $0 }))
            rows.append(
                Row(
                    section: "No-op",
                    what:
                        "`modelgen generate` again, nothing changed, \(name): every output file's mtime and inode checked unchanged",
                    measured: e2e.noop.median.milliseconds, floor: "full \(e2e.full.median.milliseconds)",
                    ratio: String(format: "%.2fx", e2e.noop.seconds / e2e.full.seconds),
                    target: "<= 0.25x, writes no file", met: e2e.noop.seconds <= 0.25 * e2e.full.seconds,
                    detail: "process CPU \(e2e.noopCPU.median.milliseconds) vs \(e2e.fullCPU.median.milliseconds)"))
        }
        return CorpusResult(
            corpusBytes: corpus.bytes, files: corpus.files.count, declaredTypes: declared, endToEnd: e2e.full.seconds,
            peakRSSKiB: e2e.peakRSSKiB)
    }

    struct EndToEnd {
        var full: Sample
        var fullCPU: Sample
        var noop: Sample
        var noopCPU: Sample
        var floor: Sample
        /// The raw scan alone, part of `floor`.
        var scan: Sample
        var peakRSSKiB: Int
    }

    /// Full generations (each into a new folder), no-op regenerations (into a folder already up to date) and the
    /// in-process floor, interleaved (the two processes alternate which goes first). Every no-op run is checked to
    /// leave every output file's modification time and inode as they were.
    private func endToEnd(folder: URL, label: String, scan: () -> Void, write: () -> Void) throws -> EndToEnd {
        let outputs = work.appending(path: "out-\(label)")
        let upToDate = outputs.appending(path: "noop").path
        try runChecked(options.modelgen, ["generate", folder.path, "--output", upToDate])
        let before = try modificationTimes(upToDate)
        var full: [Duration] = []
        var fullCPU: [Duration] = []
        var noop: [Duration] = []
        var noopCPU: [Duration] = []
        var floor: [Duration] = []
        var scanFloor: [Duration] = []
        for repetition in 0..<(options.warmup + options.processRepetitions) {
            let fresh = outputs.appending(path: "full-\(repetition)").path
            let scanTime = ContinuousClock().measure(scan)
            let floorTime = scanTime + ContinuousClock().measure(write)
            if repetition >= options.warmup {
                floor.append(floorTime)
                scanFloor.append(scanTime)
            }
            func runFull() throws {
                let run = try runChecked(options.modelgen, ["generate", folder.path, "--output", fresh])
                if repetition >= options.warmup {
                    full.append(run.elapsed)
                    fullCPU.append(run.cpu)
                }
            }
            func runNoop() throws {
                let run = try runChecked(options.modelgen, ["generate", folder.path, "--output", upToDate])
                if repetition >= options.warmup {
                    noop.append(run.elapsed)
                    noopCPU.append(run.cpu)
                }
                guard try modificationTimes(upToDate) == before else {
                    throw ProcessFailure(description: "a no-op `modelgen generate` changed files in \(upToDate)")
                }
            }
            if repetition % 2 == 0 {
                try runFull()
                try runNoop()
            } else {
                try runNoop()
                try runFull()
            }
            try FileManager.default.removeItem(atPath: fresh)
        }
        // Peak memory: one more full generation, started through rusage-run so that the figure is modelgen's own.
        let measured = outputs.appending(path: "memory").path
        let peak = try peakRSS(
            helper: options.rusageRun, of: options.modelgen, ["generate", folder.path, "--output", measured])
        try FileManager.default.removeItem(atPath: measured)
        return EndToEnd(
            full: Sample(times: full), fullCPU: Sample(times: fullCPU), noop: Sample(times: noop),
            noopCPU: Sample(times: noopCPU),
            floor: Sample(times: floor), scan: Sample(times: scanFloor), peakRSSKiB: peak)
    }

    // MARK: against another build

    /// modelgen against `baseline` (another build, such as v1) on the largest corpus of `options.sizes`, in one run:
    /// each tool's full generation into a new folder, then a run into that folder with nothing changed, started
    /// through `rusage-run` so that peak RSS and CPU time are each process's own. With a smaller size in
    /// `options.sizes`, each repetition also runs modelgen on the next size down, for linearity. The tools alternate
    /// which goes first, and each figure is the best of the repetitions. Every unchanged run is checked to leave every
    /// output file's modification time and inode as they were.
    mutating func compare(with baseline: String) throws {
        let sizes = options.sizes.sorted()
        guard let size = sizes.last else { return }
        let smaller = sizes.dropLast().last
        let name = Options.sizeName(size)
        let folder = try corpusFolder(size: size)
        let smallerFolder = try smaller.map { try corpusFolder(size: $0) }
        progress("corpus \(name): modelgen against \(baseline), full and unchanged")
        let tools = [(key: "modelgen", path: options.modelgen), (key: "baseline", path: baseline)]
        var full: [String: [Usage]] = [:]
        var unchanged: [String: [Usage]] = [:]
        var smallerFull: [Usage] = []
        for repetition in 0..<options.baselineRepetitions {
            if let smallerFolder, repetition % 2 == 1 {
                smallerFull.append(
                    try usage(helper: options.rusageRun, of: options.modelgen, fullRun(smallerFolder.url)))
            }
            for tool in repetition % 2 == 0 ? tools : tools.reversed() {
                let output = work.appending(path: "compare-\(size)/\(tool.key)").path
                try? FileManager.default.removeItem(atPath: output)
                let arguments = ["generate", folder.url.path, "--output", output]
                full[tool.key, default: []].append(try usage(helper: options.rusageRun, of: tool.path, arguments))
                let before = try modificationTimes(output)
                unchanged[tool.key, default: []].append(try usage(helper: options.rusageRun, of: tool.path, arguments))
                guard try modificationTimes(output) == before else {
                    throw ProcessFailure(description: "an unchanged run of \(tool.path) changed files in \(output)")
                }
                try FileManager.default.removeItem(atPath: output)
            }
            if let smallerFolder, repetition % 2 == 0 {
                smallerFull.append(
                    try usage(helper: options.rusageRun, of: options.modelgen, fullRun(smallerFolder.url)))
            }
        }
        let best = { (runs: [Usage]?, value: (Usage) -> Double) in runs.map { $0.map(value).min() ?? 0 } ?? 0 }
        let megabytes = { (usage: Usage) in Double(usage.peakKiB) / 1024 }
        let cpu = { (usage: Usage) in usage.cpu.seconds }
        let wall = { (usage: Usage) in usage.wall.seconds }
        let label = "\(name) corpus, best of \(options.baselineRepetitions)"
        // With --baseline-advisory a miss is printed in the table (target marked advisory) but fails nothing.
        let isAdvisory = options.baselineAdvisory
        let advisory = { (bound: String) in isAdvisory ? bound + " (advisory)" : bound }
        let gating = { (met: Bool) -> Bool? in isAdvisory && !met ? nil : met }
        let memory = (best(full["modelgen"], megabytes), best(full["baseline"], megabytes))
        rows.append(
            Row(
                section: "Baseline",
                what: "peak RSS of a full `modelgen generate` against the baseline build, \(label)",
                measured: String(format: "%.1f MB", memory.0), floor: String(format: "%.1f MB", memory.1),
                ratio: String(format: "%.2fx", memory.0 / memory.1), target: advisory("<= 1.3x"),
                met: gating(memory.0 <= 1.3 * memory.1))
        )
        let time = (best(full["modelgen"], cpu), best(full["baseline"], cpu))
        rows.append(
            Row(
                section: "Baseline",
                what: "CPU (user + system) of a full `modelgen generate` against the baseline, \(label)",
                measured: Duration.format(time.0), floor: Duration.format(time.1),
                ratio: String(format: "%.2fx", time.0 / time.1), target: advisory("<= 2.5x"),
                met: gating(time.0 <= 2.5 * time.1),
                detail:
                    "wall \(Duration.format(best(full["modelgen"], wall))) vs \(Duration.format(best(full["baseline"], wall)))"
            ))
        for tool in tools {
            let ratio = (
                cpu: best(unchanged[tool.key], cpu) / best(full[tool.key], cpu),
                wall: best(unchanged[tool.key], wall) / best(full[tool.key], wall)
            )
            let isModelgen = tool.key == "modelgen"
            rows.append(
                Row(
                    section: "Baseline",
                    what:
                        "\(isModelgen ? "modelgen" : "the baseline"): a run with nothing changed against a full run (wall), \(label); every output's mtime and inode checked unchanged",
                    measured: Duration.format(best(unchanged[tool.key], wall)),
                    floor: "full \(Duration.format(best(full[tool.key], wall)))",
                    ratio: String(format: "%.2fx", ratio.wall), target: isModelgen ? "<= 0.25x" : "report",
                    met: isModelgen ? ratio.wall <= 0.25 : nil,
                    detail: "CPU \(Duration.format(best(unchanged[tool.key], cpu))) vs "
                        + "\(Duration.format(best(full[tool.key], cpu)))"
                        + String(format: " (%.2fx); peak RSS %.1f MB", ratio.cpu, best(unchanged[tool.key], megabytes)))
            )
        }
        if let smaller, let smallerFolder {
            // Per MB of specs, so that a quadratic stage shows as the size ratio (10x for 1 MB to 10 MB).
            let perMB = (
                large: time.0 / (Double(folder.bytes) / 1_048_576),
                small: best(smallerFull, cpu) / (Double(smallerFolder.bytes) / 1_048_576)
            )
            let ratio = perMB.large / perMB.small
            rows.append(
                Row(
                    section: "Linear",
                    what:
                        "CPU per MB of specs of a full `modelgen generate`, \(name) corpus against \(Options.sizeName(smaller)), best of \(options.baselineRepetitions)",
                    measured: Duration.format(perMB.large) + "/MB", floor: Duration.format(perMB.small) + "/MB",
                    ratio: String(format: "%.2fx", ratio), target: "<= 2x", met: ratio <= 2,
                    detail:
                        "\(Options.sizeName(smaller)): CPU \(Duration.format(best(smallerFull, cpu))), wall \(Duration.format(best(smallerFull, wall)))"
                ))
        }
    }

    /// The corpus of `size` in the work folder, written unless an earlier step wrote it, and its bytes.
    private func corpusFolder(size: Int) throws -> (url: URL, bytes: Int) {
        let folder = work.appending(path: "corpus-\(size)/Specs")
        if !FileManager.default.fileExists(atPath: folder.path) {
            progress("corpus \(Options.sizeName(size)): generating")
            _ = try CorpusGenerator(seed: options.seed).write(targetBytes: size, into: folder)
        }
        let bytes = try FileManager.default.contentsOfDirectory(atPath: folder.path).reduce(0) {
            $0
                + ((try FileManager.default.attributesOfItem(atPath: folder.appending(path: $1).path)[.size] as? Int)
                    ?? 0)
        }
        return (folder, bytes)
    }

    /// The arguments of a full `modelgen generate` of `specs` into a new folder of the work folder.
    private func fullRun(_ specs: URL) -> [String] {
        let output = specs.deletingLastPathComponent().appending(path: "out-\(UUID().uuidString)").path
        return ["generate", specs.path, "--output", output]
    }

    // MARK: start-up

    private mutating func startUp() throws {
        progress("start-up: one-model spec vs hello-world")
        let specs = work.appending(path: "startup/Specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        let spec = specs.appending(path: "Import.yaml")
        try Data(RepresentativeFile.specText.utf8).write(to: spec)
        var tool: [Duration] = []
        var hello: [Duration] = []
        var version: [Duration] = []
        let repetitions = max(options.processRepetitions, 10)
        for repetition in 0..<(options.warmup + repetitions) {
            let output = work.appending(path: "startup/out-\(repetition)").path
            let first = try runChecked(options.modelgen, ["generate", spec.path, "--output", output])
            let second = try runChecked(options.hello, [])
            // `modelgen --version`: the process, its libraries and argument parsing, without any spec work.
            let third = try runChecked(options.modelgen, ["--version"])
            if repetition >= options.warmup {
                tool.append(first.elapsed)
                hello.append(second.elapsed)
                version.append(third.elapsed)
            }
        }
        let a = Sample(times: tool)
        let b = Sample(times: hello)
        let ratio = a.seconds / b.seconds
        rows.append(
            Row(
                section: "Start-up",
                what: "`modelgen generate` of one model (Import.yaml, full) vs release hello-world process",
                measured: a.median.milliseconds, floor: b.median.milliseconds, ratio: String(format: "%.1fx", ratio),
                target: "<= 4x", met: ratio <= 4,
                detail: "`modelgen --version` alone: \(Sample(times: version).median.milliseconds)"))
    }

    // MARK: swift-openapi-generator

    private mutating func openAPI(modelgen: CorpusResult) throws {
        progress("swift-openapi-generator: generate --mode types")
        let folder = work.appending(path: "openapi")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let document = folder.appending(path: "openapi.yaml")
        let (schemas, bytes) = try OpenAPIDocument.write(targetBytes: options.openAPIBytes, to: document)
        var times: [Duration] = []
        for repetition in 0..<(min(options.warmup, 1) + options.openAPIRepetitions) {
            let output = folder.appending(path: "out-\(repetition)").path
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            let run = try runChecked(
                options.openAPIGenerator, ["generate", "--mode", "types", "--output-directory", output, document.path])
            if repetition >= min(options.warmup, 1) { times.append(run.elapsed) }
        }
        let generator = Sample(times: times)
        let perSchema = generator.seconds / Double(schemas)
        let perType = modelgen.endToEnd / Double(modelgen.declaredTypes)
        let ratio = perSchema / perType
        rows.append(
            Row(
                section: "vs OpenAPI",
                what:
                    "time per declared type: `modelgen generate` (\(Options.sizeName(options.openAPIBytes)), \(modelgen.declaredTypes) types) vs swift-openapi-generator 1.14.3 `--mode types` (\(bytes / 1024) KB, \(schemas) schemas)",
                measured: String(format: "%.1f µs/type", perType * 1e6),
                floor: String(format: "%.1f µs/schema", perSchema * 1e6),
                ratio: String(format: "%.0fx faster", ratio), target: ">= 50x faster", met: ratio >= 50,
                detail: "\(Duration.format(modelgen.endToEnd)) vs \(generator.median.milliseconds)"))
    }

    // MARK: report

    struct Row {
        var section: String
        var what: String
        var measured: String
        var floor: String
        var ratio: String
        var target: String
        var met: Bool?
        var detail: String = ""
    }

    /// Prints the table; with `failingOnBounds`, then throws when a row's bound does not hold.
    private func printReport(failingOnBounds: Bool = false) throws {
        let info = ProcessInfo.processInfo
        let repetitions =
            options.quick || options.appOnly
            ? "best of \(options.appRepetitions) app runs and \(options.baselineRepetitions) corpus runs"
            : "medians of \(options.repetitions) in-process and \(options.processRepetitions) process repetitions after \(options.warmup) warm-up"
        print(
            "modelgen-bench: \(info.activeProcessorCount) cores, \(info.physicalMemory / 1_073_741_824) GiB; \(repetitions)"
        )
        // A --collections-only run times the generated models built into this package, not the modelgen binary.
        let measured =
            options.collectionsOnly ? "the models of Sources/CollectionModels" : "modelgen: \(options.modelgen)"
        print("\(measured); load average (1 min) \(loadBefore) at the start, \(loadAverage()) at the end")
        if let baseline = options.baseline { print("baseline: \(baseline)") }
        print("")
        print("| section | measurement | modelgen | floor / baseline | ratio | target | met | detail |")
        print("| --- | --- | --- | --- | --- | --- | --- | --- |")
        for row in rows {
            let met = row.met.map { $0 ? "yes" : "**no**" } ?? "—"
            print(
                "| \(row.section) | \(row.what) | \(row.measured) | \(row.floor) | \(row.ratio) | \(row.target) | \(met) | \(row.detail) |"
            )
        }
        for note in notes { print("\nNote: \(note)") }
        let failed = rows.filter { $0.met == false }
        if failingOnBounds, !failed.isEmpty {
            throw ProcessFailure(
                description: "bounds not met: " + failed.map { "\($0.section): \($0.what)" }.joined(separator: "; "))
        }
    }

    /// Writes a progress line to standard error (the table goes to standard output).
    func progress(_ text: String) {
        FileHandle.standardError.write(Data("[modelgen-bench] \(text)\n".utf8))
    }
}

/// Keeps a result alive so the optimizer cannot drop the work that made it.
@inline(never)
func use(_ text: String) {
    if text.utf8.count == 1 { print("", terminator: "") }
}

/// `map` across all cores, results in order.
func concurrentMap<Element: Sendable, Result: Sendable>(
    _ items: [Element], _ transform: @Sendable (Element) -> Result
) -> [Result] {
    let results = Results<Result>(count: items.count)
    DispatchQueue.concurrentPerform(iterations: items.count) { index in
        results.set(index, transform(items[index]))
    }
    return results.values.map { $0! }
}

/// The results of `concurrentMap`, each set once under a lock.
private final class Results<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var values: [Value?]

    init(count: Int) { values = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) {
        lock.withLock { values[index] = value }
    }
}
