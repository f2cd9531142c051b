import Foundation

/// A view controller whose `preferredStatusBarStyle` returns one style whatever the colors
/// (`override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }`): the status bar shows that
/// style's text over what the controller puts under it, its navigation bar's color when the controller sets
/// one (`navigationController?.navigationBar.barTintColor`, or the background of the appearance it installs),
/// else its view's background, unless its code uses `navigationController` or `navigationItem` (a navigation
/// bar is then under the status bar) or another type colors a navigation bar (`UINavigationBar.appearance()`,
/// a navigation controller: the controller may sit under that bar): those are notes, as when the controller
/// sets neither color. `.default` is the automatic style (dark text in light mode, light text in dark mode, as
/// UIKit documents it since iOS 13).
enum FixedStatusBar {
    /// The styles a getter fixes, by appearance, or nil when it picks by a condition or returns no constant.
    static func styles(of declaration: CodeDeclaration) -> [(selector: AppearanceSelector, style: StatusBarStyle)]? {
        guard declaration.name == "preferredStatusBarStyle", let body = declaration.body,
            StatusBarChoice.all(in: body).isEmpty
        else { return nil }
        guard let returned = StatusBarUse.returnedValue(body) else { return nil }
        if let style = StatusBarChoice.style(returned) {
            return [(.any, style == "lightContent" ? .lightContent : .darkContent)]
        }
        switch returned {
        case .implicitMember("default", _), .member(.identifier("UIStatusBarStyle", _), "default", _),
            .identifier("UIStatusBarStyleDefault", _):
            return [
                (AppearanceSelector(luminosity: .light, level: nil, contrast: nil), .darkContent),
                (AppearanceSelector(luminosity: .dark, level: nil, contrast: nil), .lightContent),
            ]
        default:
            return nil
        }
    }

    /// What lies under the status bar of a controller whose bodies set `state` (all its bodies' backgrounds
    /// and containers absorbed): its navigation bar's background, else (when `viewToo`) its view's.
    static func bars(in state: UIKitUsageState, root: String?, viewToo: Bool) -> [UsageSite] {
        // A view controller's bar, or a navigation controller subclass's own.
        var candidates: [String] = []
        for navigationBar in ["navigationController.navigationBar", "navigationBar"] {
            candidates.append(navigationBar)
            if let appearance = state.parents[navigationBar] { candidates.append(appearance) }
        }
        if let root, viewToo { candidates.append(root) }
        for receiver in candidates {
            // A bar showing an image (`setBackgroundImage(_:for:)`) is not its color, whatever order they are set in.
            if let image = state.slots[receiver]?["backgroundImage"]?.first {
                return [
                    UsageSite(
                        color: .unknown("shows an image set with setBackgroundImage(_:for:)"), location: image.location)
                ]
            }
            let sites = (state.slots[receiver]?["background"] ?? []).filter { !$0.color.isClear }
            if !sites.isEmpty { return sites }
        }
        return []
    }

    /// The types whose bodies color a navigation bar: an appearance proxy (`UINavigationBar.appearance()`),
    /// a navigation controller's own `navigationBar`, or a controller's `navigationController?.navigationBar`
    /// (the bar of its whole stack). A controller that colors none itself may sit under any of those bars
    /// rather than show its view under the status bar.
    static func navigationBarColorers(
        _ states: [String: UIKitUsageState], ownBars: Bool = true
    ) -> Set<String> {
        func isBar(_ receiver: String) -> Bool {
            receiver.hasPrefix("UINavigationBar.appearance") || (ownBars && receiver == "navigationBar")
                || receiver.hasSuffix(".navigationBar")
        }
        var types: Set<String> = []
        for (type, state) in states {
            let colors = state.slots.contains { receiver, slots in
                isBar(receiver) && !(slots["background"] ?? []).isEmpty
            }
            let installs = state.parents.contains { receiver, appearance in
                isBar(receiver) && !(state.slots[appearance]?["background"] ?? []).isEmpty
            }
            if colors || installs { types.insert(type) }
        }
        return types
    }

    /// The background a type gives every navigation bar through `UINavigationBar.appearance()`, when that is
    /// the only navigation bar it colors.
    static func appWideBar(_ state: UIKitUsageState) -> [UsageSite]? {
        let colored = state.slots.filter { receiver, slots in
            UIKitUsageWalker.isNavigationBar(receiver) && !(slots["background"] ?? []).isEmpty
        }
        guard colored.count == 1, let proxy = colored["UINavigationBar.appearance()"] else { return nil }
        let sites = (proxy["background"] ?? []).filter { !$0.color.isClear }
        return sites.isEmpty ? nil : sites
    }

    /// Whether a type's code uses `navigationController` or `navigationItem`: it is shown in a navigation
    /// controller.
    static func mentionsNavigation(_ type: String, _ evaluator: CodeEvaluator) -> Bool {
        for index in evaluator.memberOrder[type] ?? [] {
            guard let body = evaluator.entries[index].declaration.body else { continue }
            var found = false
            for expression in CodeStatement.expressions(in: body) where !found {
                expression.forEach { node in
                    switch node {
                    case .identifier(let name, _), .member(_, let name, _):
                        if name == "navigationController" || name == "navigationItem" { found = true }
                    default:
                        break
                    }
                }
            }
            if found { return true }
        }
        return false
    }

    /// Whether a type is a `UINavigationController` subclass (directly or through app types).
    static func isNavigationController(_ type: String, _ evaluator: CodeEvaluator) -> Bool {
        var queue = [type]
        var seen: Set<String> = []
        while let next = queue.popLast(), seen.insert(next).inserted, seen.count < 16 {
            for parent in evaluator.inheritance[next] ?? [] {
                if parent == "UINavigationController" { return true }
                if let resolved = evaluator.resolveType(parent, from: []) { queue.append(resolved) }
            }
        }
        return false
    }

    /// The status-bar uses of the fixed-style getters among `entries` (by type), or notes where the color
    /// under the bar is not set.
    static func uses(
        _ getters: [(entry: CodeEvaluator.Entry, root: String?)], states: [String: UIKitUsageState],
        unknownBars: [UsageSite] = [], evaluator: CodeEvaluator
    ) -> (uses: [StatusBarUse], notes: [UsageNote]) {
        var uses: [StatusBarUse] = []
        var notes: [UsageNote] = []
        let colorers = navigationBarColorers(states)
        // Other navigation controllers' own bars are not a navigation controller's stack.
        let stackColorers = navigationBarColorers(states, ownBars: false)
        for (entry, root) in getters {
            guard let styles = styles(of: entry.declaration) else { continue }
            let site = evaluator.location(entry.declaration.position, file: entry.file)
            let others = colorers.subtracting([entry.key]).sorted()
            // Shown in a navigation controller, it has the navigation bar under the status bar, not its view.
            let inNavigation = others.isEmpty && mentionsNavigation(entry.key, evaluator)
            var bars = bars(
                in: states[entry.key] ?? UIKitUsageState(), root: root, viewToo: others.isEmpty && !inNavigation)
            var because: String?
            let stack = stackColorers.subtracting([entry.key]).sorted()
            if bars.isEmpty, isNavigationController(entry.key, evaluator), stack.count == 1, let held = states[stack[0]]
            {
                // A navigation controller's status bar is over its bar, which the one controller that colors
                // `navigationController?.navigationBar` colors while it is shown.
                bars = Self.bars(in: held, root: nil, viewToo: false)
                for receiver in ["UINavigationBar.appearance()"] where bars.isEmpty {
                    bars = (held.slots[receiver]?["background"] ?? []).filter { !$0.color.isClear }
                }
                because = "the navigation bar colored in \(stack[0]) under it (the only type that colors one)"
            }
            if bars.isEmpty, others.count == 1, let proxy = states[others[0]].flatMap(appWideBar),
                mentionsNavigation(entry.key, evaluator)
            {
                // Shown in a navigation controller, and the only bar color of the app is the app-wide proxy's.
                bars = proxy
                because =
                    "the app-wide UINavigationBar.appearance() bar color set in \(others[0]) (the only navigation "
                    + "bar color in the files read; the type is shown in a navigation controller)"
            }
            if let bar = bars.first, case .unknown(let reason) = bar.color {
                notes.append(
                    UsageNote(
                        location: site,
                        message: "status bar of \(entry.declaration.scope.joined(separator: ".")) not evaluated: "
                            + "its style is fixed, and the navigation bar under it \(reason) at "
                            + "\(bar.location.path):\(bar.location.line)"))
                continue
            }
            guard !bars.isEmpty else {
                var unevaluable = "its style is fixed, and it is shown in a navigation controller whose bar color is "
                if let bar = unknownBars.first, case .unknown(let reason) = bar.color {
                    // The app sets the bar, to something that is no color the reader can evaluate.
                    unevaluable +=
                        "set app-wide at \(bar.location.path):\(bar.location.line) to a value that \(reason)"
                } else {
                    unevaluable += "not set in the files read"
                }
                let why =
                    inNavigation
                    ? unevaluable
                    : others.isEmpty
                        ? "its style is fixed, but no navigation bar or view background is set in this type"
                        : "its style is fixed, and it may sit under a navigation bar colored in \(others[0])"
                            + (others.count > 1 ? " (and \(others.count - 1) more)" : "") + " rather than show its view"
                notes.append(
                    UsageNote(
                        location: site,
                        message: "status bar of \(entry.declaration.scope.joined(separator: ".")) not evaluated: "
                            + why))
                continue
            }
            for bar in bars {
                var use = StatusBarUse(bar: bar.color, threshold: 0, site: site)
                use.fixedStyles = styles
                use.because = because
                uses.append(use)
            }
        }
        return (uses, notes)
    }
}
