extension Sequence {
    /// The elements grouped by `key`, groups in the order their first element appears and each group in
    /// sequence order. Reports group results this way so their output follows the report's own order
    /// (and stays byte-for-byte deterministic), which `Dictionary(grouping:)` does not keep.
    func groupedInOrder<Key: Hashable>(by key: (Element) -> Key) -> [[Element]] {
        var groups: [[Element]] = []
        var index: [Key: Int] = [:]
        // Reports come in runs of one key (a pairing's results are adjacent): an element whose key equals
        // the one before goes where that one went, found without hashing (issue 15, sixth pass).
        var previous: (key: Key, position: Int)?
        for element in self {
            let elementKey = key(element)
            if let previous, previous.key == elementKey {
                groups[previous.position].append(element)
                continue
            }
            let position: Int
            if let known = index[elementKey] {
                position = known
                groups[position].append(element)
            } else {
                position = groups.count
                index[elementKey] = position
                groups.append([element])
            }
            previous = (elementKey, position)
        }
        return groups
    }
}
