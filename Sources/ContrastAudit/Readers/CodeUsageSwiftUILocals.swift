import Foundation

/// A view bound to a name in a SwiftUI body (`let pill = HStack { ... }.background(Color.chalk)`), with the
/// environment where it was bound.
struct SwiftUIViewLocal {
    var name: String
    var value: CodeExpr
    /// The binding's offset in its file: which binding of the name this is.
    var offset: Int
    var environment: SwiftUIEnvironment
}

/// Views bound to a name inside a body and used in its branches (`if let tap { Button(action: tap) { pill } }
/// else { pill }`): each binding is read as a view where it is used, once per environment it is used in (two
/// branches that place it alike read it once, so its sites are not doubled), and a binding used nowhere is
/// read once where it is bound.
extension SwiftUIUsageWalker {
    /// The SwiftUI views a binding's value can start from, besides the app's own views.
    static let boundViewRoots: Set<String> = ["Button", "Image", "NavigationLink"]

    /// The binding as a view local, when its value is a view: declared `some View` (or another `View` type), or
    /// a chain that starts at a SwiftUI view, shape or app view. A color (`let tint = Color.red`) is no view.
    mutating func viewLocal(
        _ name: String, type: String?, _ value: CodeExpr, _ position: CodePosition, _ environment: SwiftUIEnvironment
    ) -> SwiftUIViewLocal? {
        let local = SwiftUIViewLocal(name: name, value: value, offset: position.offset, environment: environment)
        if let type, type.contains("View") { return local }
        let (root, _) = Self.chain(value)
        guard case .call(.identifier(let rootName, _), _, _) = root, rootName != "Color" else {
            // `let body = header.padding()`: a chain on another view local.
            if case .identifier(let base, _) = root, viewLocals[base] != nil, base != name { return local }
            return nil
        }
        let known =
            Self.textViews.contains(rootName) || Self.controls.contains(rootName) || Self.containers.contains(rootName)
            || Self.shapes.contains(rootName) || Self.boundViewRoots.contains(rootName)
        guard known || isAppView(rootName) else { return nil }
        return local
    }

    /// An app type with a `body`: a view of the input.
    private func isAppView(_ name: String) -> Bool {
        guard name.first?.isUppercase == true, let type = evaluator.resolveType(name, from: resolver.typePath) else {
            return false
        }
        return evaluator.members[type]?["body"] != nil
    }

    /// The view local a chain starts from (`pill`, in `pill.padding()`).
    func boundView(_ root: CodeExpr) -> SwiftUIViewLocal? {
        guard case .identifier(let name, _) = root else { return nil }
        return viewLocals[name]
    }

    /// Reads a view local's value in the environment where it is used, unless it was read in that environment.
    mutating func readViewLocal(_ local: SwiftUIViewLocal, _ environment: SwiftUIEnvironment) {
        let signature = Self.signature(environment)
        guard !(viewLocalReadings[local.offset] ?? []).contains(signature) else { return }
        viewLocalReadings[local.offset, default: []].append(signature)
        // While it is read, its name is not itself (`let row = row.padding()` reads the outer one).
        let saved = viewLocals[local.name]
        viewLocals[local.name] = nil
        walk([.expression(local.value)], environment: environment)
        viewLocals[local.name] = saved
    }

    /// The bindings of a statement list that nothing used: read once, where they were bound. The names end with
    /// the list (a sibling closure's `pill` is another).
    mutating func readUnusedViewLocals(_ bound: [SwiftUIViewLocal]) {
        for local in bound where viewLocalReadings[local.offset] == nil {
            readViewLocal(local, local.environment)
        }
        for local in bound where viewLocals[local.name]?.offset == local.offset { viewLocals[local.name] = nil }
    }

    /// What a view inherits, as text, to tell environments apart.
    private static func signature(_ environment: SwiftUIEnvironment) -> String {
        let arms = environment.arms.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let disabled = environment.disabled.map { "\($0.choice)=\($0.arm)" } ?? ""
        return [
            String(describing: environment.foreground), String(describing: environment.backgrounds),
            String(describing: environment.font), arms.joined(separator: ","), disabled,
        ].joined(separator: "|")
    }
}
