import Foundation

/// What the Swift and Objective-C code of an input does with the views Interface Builder documents lay out, so
/// that a color a document sets is not paired when code may set it again (a theme applied in `awakeFromNib`, a
/// cell configured by its table, an appearance proxy): a pairing of a color that never reaches the screen is a
/// false alarm. Only the names the documents need are indexed: outlet properties, custom classes, UIKit classes.
struct InterfaceBuilderCodeMentions: Sendable {
    /// One use of a name: `titleLabel.textColor` has the member `textColor`; `style(titleLabel)` has none.
    struct Mention: Sendable {
        var member: String?
        /// Reached through another object (`cell.titleLabel`), not the code's own property (`titleLabel`,
        /// `self.titleLabel`).
        var qualified = false
        /// The names a qualified mention is reached through, nearest last (`cell.contentView` in
        /// `cell.contentView.backgroundColor`; `self` is left out).
        var receiver: String?
        var location: SourceLocation
        var file: Int
    }

    private(set) var mentions: [String: [Mention]] = [:]
    /// Where each class is declared or extended: the file and the byte range of the body (`class Cell { ... }`,
    /// `extension Cell { ... }`, `@implementation Cell ... @end`).
    private(set) var declarations: [String: [(file: Int, body: Range<Int>)]] = [:]
    /// The bodies of convenience initializers (`convenience init(text:textColor:)` in `extension UILabel`): what
    /// they set colors only the views built with them, which the usage reader reads at those constructions, not
    /// a document's views (built with `init(coder:)`).
    private(set) var convenienceBodies: [(file: Int, body: Range<Int>)] = []
    /// `class Cell: ThemeableCell` → `ThemeableCell`: code a class inherits styles its views too.
    private(set) var superclasses: [String: String] = [:]
    /// Appearance proxies by class: `UILabel.appearance().textColor` has the member `textColor`.
    private(set) var proxies: [String: [Mention]] = [:]

    /// Members that change how a view's colors look: a use of one anywhere means code sets them.
    static let colorMembers: Set<String> = [
        "textColor", "backgroundColor", "tintColor", "setTitleColor", "attributedText", "setAttributedTitle",
        "attributedTitle", "layer", "titleLabel", "configuration", "onTintColor", "thumbTintColor", "color",
        "barTintColor", "titleTextAttributes", "setTitleTextAttributes", "attributedPlaceholder",
        "overrideUserInterfaceStyle", "backgroundConfiguration", "contentConfiguration", "backgroundView",
        "textLabel", "detailTextLabel", "selectedSegmentTintColor", "tintAdjustmentMode", "setValue",
        "progressTintColor", "trackTintColor",
    ]

    /// Members that leave a view's colors alone (text, layout, state, data).
    static let safeMembers: Set<String> = [
        "text", "font", "isHidden", "hidden", "numberOfLines", "textAlignment", "lineBreakMode",
        "adjustsFontSizeToFitWidth", "adjustsFontForContentSizeCategory", "minimumScaleFactor",
        "isUserInteractionEnabled", "userInteractionEnabled", "isEnabled", "enabled", "setTitle", "setImage",
        "image", "contentMode", "clipsToBounds", "translatesAutoresizingMaskIntoConstraints", "frame", "bounds",
        "center", "sizeToFit", "sizeThatFits", "layoutIfNeeded", "setNeedsLayout", "addTarget", "removeTarget", "tag",
        "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityIdentifier",
        "accessibilityTraits", "isAccessibilityElement", "placeholder", "delegate", "dataSource", "keyboardType",
        "returnKeyType", "isSecureTextEntry", "becomeFirstResponder", "resignFirstResponder", "isFirstResponder",
        "isOn", "on", "setOn", "startAnimating", "stopAnimating", "isAnimating", "hidesWhenStopped", "topAnchor",
        "bottomAnchor", "leadingAnchor", "trailingAnchor", "leftAnchor", "rightAnchor", "widthAnchor",
        "heightAnchor", "centerXAnchor", "centerYAnchor", "firstBaselineAnchor", "lastBaselineAnchor",
        "constraints", "superview", "removeFromSuperview", "addSubview", "insertSubview", "bringSubviewToFront",
        "sendSubviewToBack", "addGestureRecognizer", "reloadData", "reloadRows", "reloadSections", "register",
        "dequeueReusableCell", "dequeueReusableHeaderFooterView", "dequeueReusableCellWithIdentifier",
        "selectedSegmentIndex", "setContentOffset", "contentOffset", "contentInset", "contentSize",
        "scrollIndicatorInsets", "verticalScrollIndicatorInsets", "rowHeight", "estimatedRowHeight",
        "sectionHeaderHeight", "sectionFooterHeight", "tableFooterView", "tableHeaderView", "allowsSelection",
        "refreshControl", "keyboardDismissMode", "isScrollEnabled", "scrollEnabled", "value", "minimumValue",
        "maximumValue", "progress", "setProgress", "date", "datePickerMode", "safeAreaLayoutGuide",
        "layoutMarginsGuide", "layoutMargins", "endEditing", "window", "convert", "setNeedsDisplay",
        "traitCollection", "indexPath", "indexPathForSelectedRow", "deselectRow", "selectRow", "scrollToRow",
        "beginUpdates", "endUpdates", "performBatchUpdates", "collectionViewLayout", "isEditing", "setEditing",
        "cellForRow", "visibleCells", "insertRows", "deleteRows", "addArrangedSubview", "removeArrangedSubview",
        "arrangedSubviews", "spacing", "axis", "distribution", "alignment", "setContentHuggingPriority",
        "setContentCompressionResistancePriority", "invalidateIntrinsicContentSize", "isSelected", "selected",
        "setNeedsUpdateConstraints", "textContainerInset", "isEditable", "isSelectable", "dataDetectorTypes",
        "selectedRange", "scrollRangeToVisible", "inputView", "inputAccessoryView", "autocorrectionType",
        "autocapitalizationType", "clearButtonMode", "numberOfPages", "currentPage", "isPagingEnabled",
        "showsVerticalScrollIndicator", "showsHorizontalScrollIndicator", "bounces", "zoomScale",
        "contentInsetAdjustmentBehavior", "isMultipleTouchEnabled", "transform", "alpha", "setTitleForSegmentAt",
        "insertSegment", "removeAllSegments", "numberOfSegments", "heightConstraint", "isActive", "constant",
        "layoutSubviews", "updateConstraintsIfNeeded", "gestureRecognizers", "removeGestureRecognizer",
        "safeAreaInsets", "directionalLayoutMargins", "preservesSuperviewLayoutMargins", "keyboardLayoutGuide",
        "accessibilityElements", "accessibilityViewIsModal", "semanticContentAttribute", "sizeThatFits",
    ]

    /// Indexes `names` (outlet properties and color members), `classes` (whose declaring files are recorded and
    /// whose appearance proxies are read) in the given sources.
    init(sources: [(bytes: [UInt8], path: String, language: CodeLanguage)], names: Set<String>, classes: Set<String>) {
        for (file, source) in sources.enumerated() {
            index(
                CodeLexer.tokenize(source.bytes, language: source.language), file: file, path: source.path,
                names: names, classes: classes)
        }
    }

    private mutating func index(
        _ tokens: [CodeToken], file: Int, path: String, names: Set<String>, classes: Set<String>
    ) {
        func location(_ token: CodeToken) -> SourceLocation {
            SourceLocation(path: path, line: token.line, column: token.column, offset: token.offset)
        }
        for index in tokens.indices {
            let token = tokens[index]
            // A key path in a string (`config["cellLabel.textColor"] = x`, `setValue(_:forKeyPath:)`) names the
            // view and the member too.
            if token.kind == .string, !token.isInterpolated {
                let parts = token.text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
                if parts.count >= 2, names.contains(parts[0]) {
                    mentions[parts[0], default: []].append(
                        Mention(
                            member: parts[1], qualified: true, receiver: nil, location: location(token), file: file))
                }
                continue
            }
            guard token.kind == .identifier || token.kind == .attribute else { continue }
            let next = index + 1 < tokens.count ? tokens[index + 1] : token
            // Every class is recorded (a custom class's superclass may be any of them), with its superclass.
            if ["class", "extension", "struct", "@implementation", "@interface"].contains(token.text),
                next.kind == .identifier
            {
                if index + 3 < tokens.count, tokens[index + 2].is(":"), tokens[index + 3].kind == .identifier,
                    token.text == "class" || token.text == "@interface"
                {
                    superclasses[next.text] = tokens[index + 3].text
                }
                if token.text != "@interface" {
                    declarations[next.text, default: []].append((file, body(tokens, after: index + 1)))
                }
                continue
            }
            guard token.kind == .identifier else { continue }
            if token.text == "convenience", next.text == "init" {
                convenienceBodies.append((file, body(tokens, after: index + 1)))
                continue
            }
            if token.text.hasPrefix("appearance"), index >= 1, let proxied = proxiedClass(tokens, at: index),
                classes.contains(proxied)
            {
                proxies[proxied, default: []].append(
                    Mention(member: memberAfterCall(tokens, at: index), location: location(token), file: file))
                continue
            }
            var name = token.text
            if !names.contains(name), name.hasPrefix("_"), names.contains(String(name.dropFirst())) {
                name.removeFirst()
            }
            guard names.contains(name), !isDeclaration(tokens, at: index) else { continue }
            let receiver = Self.receiver(tokens, before: index)
            mentions[name, default: []].append(
                Mention(
                    member: member(tokens, after: index), qualified: receiver != nil, receiver: receiver,
                    location: location(token), file: file))
        }
    }

    /// `cell.contentView` before `.backgroundColor` (optional chaining skipped, at most three names, `self`
    /// dropped), or `nil` when the name is not reached through another.
    private static func receiver(_ tokens: [CodeToken], before index: Int) -> String? {
        var names: [String] = []
        var cursor = index
        while names.count < 3, cursor >= 2, tokens[cursor - 1].is(".") {
            var before = cursor - 2
            while before > 0, tokens[before].is("?") || tokens[before].is("!") { before -= 1 }
            guard tokens[before].kind == .identifier, !["self", "super"].contains(tokens[before].text) else { break }
            names.insert(tokens[before].text, at: 0)
            cursor = before
        }
        return names.isEmpty ? nil : names.joined(separator: ".")
    }

    /// The byte range of a declaration's body: from its `{` to the matching `}`, or an Objective-C
    /// implementation to its `@end`; to the end of the file when unterminated.
    private func body(_ tokens: [CodeToken], after index: Int) -> Range<Int> {
        let start = tokens[index].offset
        let objectiveC = tokens[index - 1].text == "@implementation"
        var depth = 0
        for cursor in (index + 1)..<tokens.count {
            let token = tokens[cursor]
            if objectiveC {
                if token.kind == .attribute && token.text == "@end" { return start..<token.end }
                continue
            }
            if token.is("{") {
                depth += 1
            } else if token.is("}") {
                depth -= 1
                if depth == 0 { return start..<token.end }
            } else if depth == 0, token.is(";") {
                // `@class Cell;`-like forward declarations have no body.
                return start..<token.end
            }
        }
        return start..<(tokens.last?.end ?? start)
    }

    /// Whether a mention is in the body of `type` or of a superclass of it declared in the inputs; `nil` when
    /// `type` is not declared there.
    private func within(_ type: String, _ mention: Mention) -> Bool? {
        guard declarations[type] != nil else { return nil }
        var current: String? = type
        var seen: Set<String> = []
        while let name = current, seen.insert(name).inserted, seen.count <= 16 {
            let ranges = declarations[name] ?? []
            if ranges.contains(where: { $0.file == mention.file && $0.body.contains(mention.location.offset) }) {
                return true
            }
            current = superclasses[name]
        }
        return false
    }

    /// `var titleLabel`, `let titleLabel`, `func titleLabel`, Objective-C `UILabel *titleLabel;`, and a
    /// parameter label or argument label (`titleLabel:`) name the view without using it.
    private func isDeclaration(_ tokens: [CodeToken], at index: Int) -> Bool {
        let previous = index > 0 ? tokens[index - 1] : tokens[index]
        if index > 0, previous.is("var") || previous.is("let") || previous.is("func") || previous.is("case") {
            return true
        }
        let next = index + 1 < tokens.count ? tokens[index + 1] : tokens[index]
        if index > 0, previous.is("*"), next.is(";") || next.is(")") || next.is(",") { return true }
        // Labels (`init(titleLabel: ...)`, `f(titleLabel: x)`) but not a ternary's `: x`.
        return next.is(":") && !(index > 0 && previous.is("?"))
    }

    /// The member used on a name: `.textColor`, `?.textColor`, `!.textColor`, or the Objective-C message sent to
    /// it (`[self.titleLabel setTextColor:x]` → `textColor`).
    private func member(_ tokens: [CodeToken], after index: Int) -> String? {
        var cursor = index + 1
        while cursor < tokens.count, tokens[cursor].is("?") || tokens[cursor].is("!") { cursor += 1 }
        guard cursor < tokens.count else { return nil }
        if tokens[cursor].is(".") || tokens[cursor].is("?.") || tokens[cursor].is("!.") {
            guard cursor + 1 < tokens.count, tokens[cursor + 1].kind == .identifier else { return nil }
            return tokens[cursor + 1].text
        }
        let before = index > 0 ? tokens[index - 1] : tokens[index]
        if tokens[cursor].kind == .identifier, before.is("[") || before.is(".") {
            return Self.messageProperty(tokens[cursor].text)
        }
        return nil
    }

    /// `setTextColor` → `textColor`; other messages as they are.
    static func messageProperty(_ selector: String) -> String {
        guard selector.hasPrefix("set"), selector.count > 3 else { return selector }
        let rest = selector.dropFirst(3)
        let known = rest.prefix(1).lowercased() + rest.dropFirst()
        return colorMembers.contains(known) || safeMembers.contains(known) ? known : selector
    }

    /// `UILabel.appearance(...)` or Objective-C `[UILabel appearance...]`: the class before the message.
    private func proxiedClass(_ tokens: [CodeToken], at index: Int) -> String? {
        let previous = tokens[index - 1]
        if previous.is("."), index >= 2, tokens[index - 2].kind == .identifier { return tokens[index - 2].text }
        if previous.kind == .identifier, index >= 2, tokens[index - 2].is("[") { return previous.text }
        return nil
    }

    /// What is set on a proxy: `UILabel.appearance(...).textColor`, `[[UILabel appearance] setTextColor:x]`.
    private func memberAfterCall(_ tokens: [CodeToken], at index: Int) -> String? {
        var cursor = index + 1
        var depth = 0
        while cursor < tokens.count {
            let token = tokens[cursor]
            if token.is("(") || token.is("[") {
                depth += 1
            } else if token.is(")") || token.is("]") {
                depth -= 1
                if depth <= 0 {
                    cursor += 1
                    break
                }
            } else if depth == 0 {
                break
            }
            cursor += 1
        }
        guard cursor < tokens.count else { return nil }
        if tokens[cursor].is("."), cursor + 1 < tokens.count { return tokens[cursor + 1].text }
        if tokens[cursor].kind == .identifier { return Self.messageProperty(tokens[cursor].text) }
        return nil
    }

    /// Where code may set the colors of the view an outlet `property` of `owner` names: any use but a harmless
    /// one (text, layout) in the files of its owner (every file when the owner is not known), or a color member
    /// used on it through another object in any file (`cell.titleLabel.textColor` in a table's code). A bare
    /// `titleLabel` in another class's file is that class's own view.
    func outletUse(_ property: String, owner: String?) -> Mention? {
        for mention in mentions[property] ?? [] {
            let inOwner = owner.flatMap { within($0, mention) } ?? true
            if let member = mention.member, Self.colorMembers.contains(member),
                inOwner || (mention.qualified && Self.mayName(mention.receiver, owner))
            {
                return mention
            }
            guard inOwner else { continue }
            if let member = mention.member, Self.safeMembers.contains(member) { continue }
            return mention
        }
        return nil
    }

    /// Whether what a mention is reached through may be an instance of `owner`: `cell` or `profileCell` for a
    /// `ProfileCell`, not `button` (whose `titleLabel` is its own).
    static func mayName(_ receiver: String?, _ owner: String?) -> Bool {
        guard let owner, let last = receiver?.split(separator: ".").last?.lowercased() else { return true }
        // The owner's last word (`Cell` of `ProfileCell`).
        let word = owner.lastIndex(where: \.isUppercase).map { owner[$0...].lowercased() } ?? owner.lowercased()
        return owner.lowercased().contains(last) || last.hasSuffix(word)
    }

    /// Where a class's own code uses one of `members` (a custom label class setting its `textColor`).
    func classUse(_ type: String, members: [String]) -> Mention? {
        for member in members {
            if let mention = mentions[member]?.first(where: { mention in
                within(type, mention) == true
                    && !convenienceBodies.contains {
                        $0.file == mention.file && $0.body.contains(mention.location.offset)
                    }
            }) {
                return mention
            }
        }
        return nil
    }

    /// Where code sets a cell's background from outside the cell (`cell.backgroundColor = x` in a table's
    /// data source or `willDisplay`, `cell.contentView.backgroundColor`, a background configuration or view).
    func cellBackgroundUse() -> Mention? {
        for member in ["backgroundColor", "backgroundConfiguration", "backgroundView"] {
            if let mention = mentions[member]?.first(where: { mention in
                // `cell.backgroundColor`, `cell.contentView.backgroundColor`; a bare `contentView` is a cell's own.
                guard let receiver = mention.receiver else { return false }
                return receiver.split(separator: ".").contains { $0.lowercased().contains("cell") }
            }) {
                return mention
            }
        }
        return nil
    }

    /// A color member used on a name anywhere (`navigationController?.navigationBar.barTintColor = x`).
    func anyColorUse(of name: String) -> Mention? {
        mentions[name]?.first {
            $0.member.map { Self.colorMembers.contains($0) || Self.barMembers.contains($0) } ?? false
        }
    }

    /// What colors a bar besides the view members.
    static let barMembers: Set<String> = [
        "barTintColor", "standardAppearance", "scrollEdgeAppearance", "compactAppearance", "largeTitleTextAttributes",
        "barStyle", "isTranslucent", "setBackgroundImage", "unselectedItemTintColor", "selectedImageTintColor",
    ]

    /// Whether `owner`'s own code uses `member` on its outlet `property` (`container.backgroundColor = x`).
    func ownerSets(_ property: String, owner: String, member: String) -> Bool {
        (mentions[property] ?? []).contains { $0.member == member && within(owner, $0) == true }
    }

    /// Whether the inputs declare a class.
    func declares(_ type: String) -> Bool { declarations[type] != nil }

    /// An appearance proxy of one of `classes` that sets `member` (or something the reader cannot tell).
    func proxy(_ classes: [String], member: String) -> Mention? {
        for type in classes {
            if let mention = proxies[type]?.first(where: { $0.member == nil || $0.member == member }) {
                return mention
            }
        }
        return nil
    }
}
