// Cycles in `children`: one depth-first search over every model, so that a run of n models costs O(n + children).

extension Validator {
    /// Reports children that contain themselves: each cycle the search closes, at the child entry of the cycle's
    /// first model (in spec order) that leads into it. The search keeps its own stack, so a chain of any length is
    /// searched without recursion.
    mutating func checkChildCycles() {
        /// A model on the search's path and the index of the child entry it follows.
        struct Frame {
            var model: ModelSpec
            var child = 0
        }
        /// A model the search has reached (the others are not in `marks`).
        enum Mark {
            /// Being searched, at this position of the path.
            case onPath(Int)
            /// Searched, with every model it reaches.
            case done
        }
        var marks: [String: Mark] = [:]
        marks.reserveCapacity(index.models.count)
        var path: [Frame] = []
        for file in index.files {
            for root in file.models where marks[root.name.value] == nil {
                guard let model = index.models[root.name.value] else { continue }
                marks[model.name.value] = .onPath(0)
                path = [Frame(model: model)]
                while let top = path.last {
                    guard top.child < top.model.children.count else {
                        marks[top.model.name.value] = .done
                        path.removeLast()
                        continue
                    }
                    let name = top.model.children[top.child].model.value
                    path[path.count - 1].child += 1
                    switch marks[name] {
                    case nil:
                        guard let child = index.models[name] else { continue }
                        marks[name] = .onPath(path.count)
                        path.append(Frame(model: child))
                    case .onPath(let start):
                        let cycle = path[start...].map(\.model.name.value) + [name]
                        let entry = path[start].model.children[path[start].child - 1]
                        diagnostics.error(
                            "a cycle in 'children': \(cycle.map(Diagnostic.excerpt).joined(separator: " -> "))",
                            at: entry.model.location)
                    case .done:
                        break
                    }
                }
            }
        }
    }
}
