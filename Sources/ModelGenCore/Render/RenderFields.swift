// The names a render data type offers templates, each declared once beside the type: its key, what it holds and how
// its value is read. Lookups, template checks and `docs/templates.md` all come from that one declaration.

/// Render data that declares every name it answers: ``RenderContext/value(for:)`` reads the declared values, templates
/// are checked against the names (``TemplateScopes``), and `docs/templates.md` lists them.
public protocol DescribedRenderContext: RenderContext {
    /// Every name the type offers templates, in the order documented.
    static var fields: RenderFields<Self> { get }
}

extension DescribedRenderContext {
    /// The value of the field `key` names, or ``RenderValue/missing`` when the type declares no such field.
    ///
    /// Rendering calls this for every name it looks up, on render data of every type. It is left generic, so that
    /// `self` stays where the caller holds it and the answer reads it there: a version specialized for one type
    /// would copy the whole value to hand it to the answer, as large as some render data is.
    @_semantics("optimize.sil.specialize.generic.never")
    public func value(for key: RenderKey) -> RenderValue {
        Self.fields.value(for: key, in: self)
    }

    /// What each name of ``fields`` is, in order.
    public static var declaredFields: [RenderField] { fields.declared }
}

/// The fields of a render data type (`Root`): each name with its description and how its value is read, in the
/// order declared, and a table that finds a key's value in constant time.
///
/// The table is open addressing over the keys' hashes, at most a quarter full, so that a key the type does not
/// declare (as most keys are, in the contexts a lookup searches outwards through) usually meets an empty slot at once.
public struct RenderFields<Root: DescribedRenderContext>: Sendable, ExpressibleByArrayLiteral {
    /// The fields, in the order declared.
    public let entries: [Entry]
    /// What each field is, in the order declared.
    public let declared: [RenderField]
    /// The slots of the table: a power of two of them.
    private let slots: [Slot]
    /// The number of slots less one: the bits of a hash that pick its first slot.
    private let mask: Int

    /// How a field's value is read in a `Root`.
    public typealias Answer = @Sendable (Root) -> RenderValue
    /// How a field's value is read in the item at an index of a list of `Root`s: where the list holds it, so that
    /// the item is not copied to read one name.
    public typealias ItemAnswer = @Sendable ([Root], Int) -> RenderValue

    /// A slot of the table: a key's hash (0 when the slot is empty) and how its value is read (``RenderValue/missing``
    /// in an empty slot, which is never read: its readers are there so that a slot's are not optional).
    private struct Slot {
        var code: UInt64
        var answer: Answer
        var itemAnswer: ItemAnswer
    }

    /// The table of `entries`. Stops the program if two of them have the same name.
    public init(_ entries: [Entry]) {
        self.entries = entries
        declared = entries.map(\.field)
        var count = 4
        while count < entries.count * 4 { count *= 2 }
        var slots = [Slot](
            repeating: Slot(code: 0, answer: { _ in .missing }, itemAnswer: { _, _ in .missing }), count: count)
        for entry in entries {
            var slot = Int(truncatingIfNeeded: entry.field.key.code) & (count - 1)
            while slots[slot].code != 0 {
                precondition(
                    slots[slot].code != entry.field.key.code, "\(Root.self) declares `\(entry.field.name)` twice")
                slot = (slot + 1) & (count - 1)
            }
            slots[slot] = Slot(code: entry.field.key.code, answer: entry.answer, itemAnswer: entry.itemAnswer)
        }
        self.slots = slots
        mask = count - 1
    }

    /// The table of the fields listed.
    public init(arrayLiteral entries: Entry...) {
        self.init(entries)
    }

    /// The value of `key` in `root`, or ``RenderValue/missing`` when no field has that key. The slot's reader is
    /// called where the table holds it, not first returned from the table as an optional.
    @inline(__always)
    func value(for key: RenderKey, in root: Root) -> RenderValue {
        guard let slot = slot(of: key) else { return .missing }
        return slots[slot].answer(root)
    }

    /// The value of `key` in the item at `index` of `items`, or ``RenderValue/missing`` when no field has that key.
    @inline(__always)
    func value(for key: RenderKey, at index: Int, in items: [Root]) -> RenderValue {
        guard let slot = slot(of: key) else { return .missing }
        return slots[slot].itemAnswer(items, index)
    }

    /// The slot that holds `key`, or nil when no field has that key.
    @inline(__always)
    private func slot(of key: RenderKey) -> Int? {
        var slot = Int(truncatingIfNeeded: key.code) & mask
        while true {
            let code = slots[slot].code
            if code == key.code { return slot }
            if code == 0 { return nil }
            slot = (slot + 1) & mask
        }
    }

    /// The fields, each answering in `Outer` what it answers in the value `part` gives: the fields of a value that
    /// `Outer` wraps, for `Outer` to offer as its own.
    public func entries<Outer>(
        through part: @escaping @Sendable (Outer) -> Root
    ) -> [RenderFields<Outer>.Entry] {
        entries.map { entry in
            let answer = entry.answer
            return RenderFields<Outer>.Entry(
                entry.field, answer: { answer(part($0)) }, itemAnswer: { answer(part($0[$1])) })
        }
    }
}
