// How the templates of a set include each other: no cycles, bounded depth, bounded expansion; checked at load.

/// The partials of a set, checked before anything renders, so that user templates cannot make rendering endless,
/// overflow the stack or multiply their text without bound.
///
/// - No template includes itself, directly or through others.
/// - Sections and partials nest at most ``Template/maximumDepth`` deep along any chain of partials: rendering
///   recurses once per level.
/// - No template's partials expand to more than ``maximumExpansion`` bytes of template text (a partial counts
///   whole wherever it is included, indentation added to each of its lines): including a template twice in one
///   that is itself included twice, and so on, would otherwise double the work at every level.
///
/// Each problem is reported once, where it arises: a template that passes a limit only through a partial that
/// already passes it is not reported again.
struct TemplateGraph {
    /// The most bytes of template text the partials of one template may expand to.
    static let maximumExpansion = 1_000_000

    private let templates: [Template]
    private let names: [String]

    /// The graph of `templates`, named by `names` (the same order).
    init(templates: [Template], names: [String]) {
        self.templates = templates
        self.names = names
    }

    /// The set's partial cycles; when there are none, every chain too deep and every expansion too large.
    func problems() -> [Diagnostic] {
        let (cycles, order) = searchDepthFirst()
        if !cycles.isEmpty { return cycles }
        return depthProblems(order) + expansionProblems(order)
    }

    /// Searches from every template in name order, each one's partials in the order written, without recursion.
    /// Returns a cycle for each partial tag that reaches a template on the current path (once per pair of
    /// templates), and the templates in an order where each comes after every template it includes.
    private func searchDepthFirst() -> (cycles: [Diagnostic], order: [Int]) {
        var visited = [Bool](repeating: false, count: templates.count)
        // Each template's position on the current path, or nil when it is not on it.
        var pathPosition = [Int?](repeating: nil, count: templates.count)
        var path: [(template: Int, nextTag: Int)] = []
        var order: [Int] = []
        var reported = Set<[Int]>()
        var cycles: [Diagnostic] = []
        for root in templates.indices where !visited[root] {
            visited[root] = true
            pathPosition[root] = 0
            path.append((root, 0))
            while case let (template, nextTag)? = path.last {
                let tags = templates[template].partials
                guard nextTag < tags.count else {
                    pathPosition[template] = nil
                    order.append(template)
                    path.removeLast()
                    continue
                }
                path[path.count - 1].nextTag += 1
                let tag = tags[nextTag]
                if let start = pathPosition[tag.template] {
                    guard reported.insert([template, tag.template]).inserted else { continue }
                    // From the template holding the tag round to it again: it, then the path from the one it includes.
                    let cycle = Self.chain(count: path.count - start + 1) {
                        names[$0 == 0 ? template : path[start + $0 - 1].template]
                    }
                    cycles.append(.error("partial cycle: " + cycle, at: tag.location))
                } else if !visited[tag.template] {
                    visited[tag.template] = true
                    pathPosition[tag.template] = path.count
                    path.append((tag.template, 0))
                }
            }
        }
        return (cycles, order)
    }

    /// The `count` names `name` gives joined by ` -> `; a long chain shows its first and last few only, so that a
    /// message stays short and costs no more to write however long the chain.
    private static func chain(count: Int, name: (Int) -> String) -> String {
        let shown = 10
        guard count > shown else { return (0..<count).map(name).joined(separator: " -> ") }
        let elided = "... (\(count - shown) more)"
        return ((0..<shown / 2).map(name) + [elided] + (count - shown / 2..<count).map(name)).joined(separator: " -> ")
    }

    /// Every template whose sections and partials nest deeper than ``Template/maximumDepth``, at its first partial
    /// tag that passes the limit through a partial that does not pass it on its own; `order` lists each template
    /// after the ones it includes.
    private func depthProblems(_ order: [Int]) -> [Diagnostic] {
        var depths = [Int](repeating: 0, count: templates.count)
        var problems: [Diagnostic] = []
        for index in order {
            let template = templates[index]
            depths[index] = template.sectionDepth
            var reported = false
            for tag in template.partials {
                let depth = tag.depth + 1 + depths[tag.template]
                depths[index] = max(depths[index], depth)
                guard depth > Template.maximumDepth, depths[tag.template] <= Template.maximumDepth, !reported else {
                    continue
                }
                reported = true
                problems.append(
                    .error(
                        "partial `\(names[tag.template])` here nests sections and partials \(depth) levels deep, more than \(Template.maximumDepth)",
                        at: tag.location))
            }
        }
        return problems
    }

    /// Every template whose partials expand to more than ``maximumExpansion`` bytes, at the partial tag that passes
    /// the limit unless that partial passes it on its own; `order` lists each template after the ones it includes.
    ///
    /// A template's expansion is its own bytes and its partials' expansions, each with its indentation once per
    /// line; the line breaks it renders are counted the same way. Both stop growing just past the limit, so
    /// nothing overflows.
    private func expansionProblems(_ order: [Int]) -> [Diagnostic] {
        let cap = Self.maximumExpansion + 1
        /// `a + b`, at most `cap`; both are at most `cap`.
        func sum(_ a: Int, _ b: Int) -> Int { min(cap, a + b) }
        var sizes = [Int](repeating: 0, count: templates.count)
        var lines = [Int](repeating: 0, count: templates.count)
        var partialSizes = [Int](repeating: 0, count: templates.count)
        var problems: [Diagnostic] = []
        for index in order {
            let template = templates[index]
            var partialSize = 0
            var lineCount = min(cap, template.bytes.count(where: { $0 == UInt8(ascii: "\n") }))
            for tag in template.partials {
                let (indentation, overflow) = tag.indentation.multipliedReportingOverflow(by: lines[tag.template])
                let before = partialSize
                partialSize = sum(partialSize, sum(sizes[tag.template], overflow ? cap : min(cap, indentation)))
                lineCount = sum(lineCount, lines[tag.template])
                guard before <= Self.maximumExpansion, partialSize > Self.maximumExpansion,
                    partialSizes[tag.template] <= Self.maximumExpansion
                else { continue }
                problems.append(
                    .error(
                        "partial `\(names[tag.template])` here makes template `\(names[index])` expand to more than \(Self.maximumExpansion) bytes",
                        at: tag.location))
            }
            partialSizes[index] = partialSize
            sizes[index] = sum(min(cap, template.bytes.count), partialSize)
            lines[index] = lineCount
        }
        return problems
    }
}
