import Foundation
import Testing

@testable import ContrastAudit

/// Views laid out in storyboards and xibs: their colors over the backgrounds of the views that contain them,
/// unless code of the input may set those colors again (an outlet, a custom class, an appearance proxy).
@Suite struct UsageInterfaceBuilderTests {
    typealias RGB = UsageShapesTests.RGB

    static let card = UsageShapesTests.hex(0xF2EDE0)
    static let brand = UsageShapesTests.hex(0x1A3D8C)

    @Test func documentColorsArePairedWithTheirContainersBackgrounds() throws {
        let (theme, report) = try UsageShapesTests.audit("InterfaceBuilder")
        let white: RGB = (1, 1, 1)
        try UsageShapesTests.check(
            [
                // A label with `<nil key="textColor"/>` has UIKit's default, the label color.
                "ios.label on ios.systemBackground": (.text, (0, 0, 0), white),
                // A named catalog color (bold 20 pt) over the card that holds it; the button's own background.
                "Brand on #F2EDE0": (.largeText, Self.brand, Self.card),
                "#FFFFFF on Brand": (.text, white, Self.brand),
                "ios.systemGray on #F2EDE0 (disabled)": (.decorative, UsageShapesTests.hex(0x8E8E93), Self.card),
                // A half-black shade composited over the root view.
                "#FFFFFF on #00000080 on ios.systemBackground": (.text, white, (0.5, 0.5, 0.5)),
                "#34C759 on ios.systemBackground": (.ui, UsageShapesTests.hex(0x34C759), white),
                "ios.systemBlue on ios.systemBackground": (.ui, UsageShapesTests.hex(0x007AFF), white),
                "ios.secondaryLabel on #FFFFFF": (.text, UsageShapesTests.hex(0x3C3C43, alpha: 0.6), white),
                // The color code gives the outlet, over the root view the storyboard places it in.
                "ios.systemRed on ios.systemBackground": (.text, UsageShapesTests.hex(0xFF3B30), white),
            ], theme, report)
        // A color written at several sites (white at :28 and :46) is reported at each pairing's own site.
        for (id, line) in [("#FFFFFF on Brand", 28), ("#FFFFFF on #00000080 on ios.systemBackground", 46)] {
            let lines = Set(report.results.filter { $0.pairing?.id == id }.compactMap { $0.location?.line })
            #expect(lines == [line], "\(id)")
        }
        // Notes point at the start of the element (`<color`), not at the end libxml2 reports.
        #expect(theme.warnings.contains { $0.location?.line == 17 && $0.location?.column == 33 })
        // The catalog's dark variant applies in dark mode.
        let dark = report.results.first { $0.pairing?.id == "Brand on #F2EDE0" && $0.appearance == Appearance(.dark) }
        let expected = UsagePairingsTests.wcag(UsageShapesTests.hex(0x9EC8F0), Self.card)
        #expect(abs((dark?.value ?? 0) - expected) < 1e-9)
        let notes = theme.warnings.map {
            "\(($0.location?.path ?? "").split(separator: "/").last ?? ""):\($0.location?.line ?? 0) \($0.message)"
        }
        let expectedNotes = [
            // Code sets the outlet's color; a custom class sets its own; an appearance proxy; a cell's label
            // styled by the table through `cell.badgeLabel`.
            "Main.storyboard:17 label \"Status\": not paired from the document: code may set its colors through the outlet `statusLabel`",
            "Main.storyboard:32 label \"Themed\": not paired from the document: its class ThemedLabel sets text color in code",
            "Main.storyboard:68 textField Fld-01-aaa: not paired from the document: an appearance proxy sets it",
            "ProfileCell.xib:19 label \"Badge\": not paired from the document: code may set its colors through the outlet `badgeLabel`",
            // Not evaluated, with why.
            "Main.storyboard:38 label \"Missing\": not evaluated: its text color is the named color \"Accent\"",
            "Main.storyboard:55 label \"Blurred\": not evaluated: a blur (visual effect view) lies beneath it",
            "ProfileCell.xib:11 label \"Title\": not evaluated: no background is set on it or its containers up to the cell",
        ]
        for note in expectedNotes {
            #expect(notes.contains { $0.hasPrefix(note) }, "\(note)")
        }
        // The custom class's own assignment is named, not another class's in the same file.
        #expect(
            notes.contains {
                $0.contains("ThemedLabel sets text color in code (at") && $0.contains("Controller.swift:28:")
            })
        #expect(theme.unevaluatedPairings == 1)
        // Another controller's `view.backgroundColor` is its own view, not the storyboard's root.
        #expect(!notes.contains { $0.contains("the background of view") })
    }

    @Test func colorElementsAreReadInTheirSpaces() throws {
        func color(_ attributes: [String: String]) -> UsageColor {
            let location = SourceLocation(path: "A.xib", line: 1, column: 1, offset: 0)
            let element = InterfaceBuilderDocument.Element(name: "color", attributes: attributes, location: location)
            return InterfaceBuilderColors.read(element, assetTokens: ["Brand"])
        }
        func literal(_ value: UsageColor) -> Color? {
            if case .literal(let color, _) = value { return color }
            return nil
        }
        let srgb = literal(
            color(["red": "0.2", "green": "0.4", "blue": "0.6", "colorSpace": "custom", "customColorSpace": "sRGB"]))
        #expect(srgb == Color(red: 0.2, green: 0.4, blue: 0.6))
        // Device white is UIColor(white:): r = g = b; the generic gray space has a 2.2 curve.
        #expect(
            literal(color(["white": "0.5", "colorSpace": "deviceWhite"])) == Color(red: 0.5, green: 0.5, blue: 0.5))
        let gray = literal(
            color(["white": "0.5", "colorSpace": "custom", "customColorSpace": "genericGamma22GrayColorSpace"]))
        #expect(gray?.space == .gray)
        let p3 = literal(
            color(["red": "1", "green": "0", "blue": "0", "colorSpace": "custom", "customColorSpace": "displayP3"]))
        #expect(p3?.space == .displayP3)
        // Generic RGB is not sRGB: only pure black and white are exact.
        #expect(literal(color(["red": "1", "green": "1", "blue": "1", "colorSpace": "calibratedRGB"])) == .white)
        guard
            case .unknown(let reason) = color([
                "red": "0.5", "green": "0.1", "blue": "1", "colorSpace": "calibratedRGB",
            ])
        else {
            Issue.record("a Generic RGB color was evaluated")
            return
        }
        #expect(reason.contains("calibratedRGB"))
        #expect(color(["white": "0", "alpha": "0", "colorSpace": "calibratedWhite"]).isClear)
        for bad in [
            ["white": "nan", "colorSpace": "deviceWhite"], ["white": "1e400", "colorSpace": "deviceWhite"],
            ["red": "0.2", "green": "0.4", "colorSpace": "deviceRGB"],
            ["white": "0.5", "alpha": "2", "colorSpace": "deviceWhite"],
            ["red": "2", "green": "0", "blue": "0", "colorSpace": "custom", "customColorSpace": "sRGB"],
            ["white": "0.5"],
        ] {
            guard case .unknown = color(bad) else {
                Issue.record("\(bad) was evaluated")
                continue
            }
        }
        if case .token(let name, _) = color(["name": "Brand"]) {
            #expect(name == "Brand")
        } else {
            Issue.record("Brand")
        }
        if case .builtIn(let name) = color(["systemColor": "systemBackgroundColor"]) {
            #expect(name == "ios.systemBackground")
        } else {
            Issue.record("systemBackgroundColor")
        }
        if case .builtIn(let name) = color(["cocoaTouchSystemColor": "darkTextColor"]) {
            #expect(name.hasSuffix("darkText"))
        } else {
            Issue.record("darkTextColor")
        }
    }

    @Test func codeMentionsTellWhichOutletsCodeStyles() {
        let swift = """
            class Owner {
                func a() { plain.text = "x"; plain.font = .body; argument.isHidden = true }
                func b() { style(argument); themed?.textColor = .red; [kept, other].forEach { _ in } }
            }
            class Table {
                func c(cell: Cell) { cell.reached.backgroundColor = .blue; own.textColor = .red }
                func d() { config["keyed.textColor"] = UIColor.red; button.titleLabel?.textColor = .red }
            }
            class Cell {}
            class ThemedBase { func apply() { plate.backgroundColor = .red } }
            class Row: ThemedBase {}
            """
        let objc = """
            @implementation Legacy
            - (void)awake { [self.message setTextColor:[UIColor redColor]]; self.quiet.text = @"x"; }
            @end
            """
        let names: Set<String> = [
            "plain", "argument", "themed", "kept", "reached", "own", "message", "quiet", "keyed", "titleLabel", "plate",
        ]
        let mentions = InterfaceBuilderCodeMentions(
            sources: [(Array(swift.utf8), "A.swift", .swift), (Array(objc.utf8), "B.m", .objectiveC)], names: names,
            classes: ["Owner", "Table", "Legacy", "Cell"])
        #expect(mentions.outletUse("plain", owner: "Owner") == nil)
        #expect(mentions.outletUse("argument", owner: "Owner")?.location.line == 3)
        #expect(mentions.outletUse("themed", owner: "Owner")?.location.line == 3)
        #expect(mentions.outletUse("kept", owner: "Owner")?.location.line == 3)
        // A cell's outlet reached through the cell in another class's code; a bare name there is that class's own.
        #expect(mentions.outletUse("reached", owner: "Cell")?.location.line == 6)
        #expect(mentions.outletUse("own", owner: "Owner") == nil)
        // A key path in a string; a button's own `titleLabel` is not a cell's outlet of that name.
        #expect(mentions.outletUse("keyed", owner: "Cell")?.member == "textColor")
        #expect(mentions.outletUse("titleLabel", owner: "Cell") == nil)
        // Code a class inherits styles its outlets too.
        #expect(mentions.outletUse("plate", owner: "Row")?.member == "backgroundColor")
        #expect(mentions.outletUse("message", owner: "Legacy")?.member == "textColor")
        #expect(mentions.outletUse("quiet", owner: "Legacy") == nil)
    }

    @Test func malformedDocumentsAreLocatedErrors() throws {
        let tree = try TemporaryTree([
            "App/View.swift": "import UIKit\nlet ink = UIColor(white: 0.1, alpha: 1)\n",
            "App/Other.swift": "import UIKit\nlet paper = UIColor.white\n",
            "App/Broken.xib": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document>\n  <objects>\n</document>\n",
        ])
        let errors = loadErrors { () throws(DiagnosticList) in try tree.load(["App"]) }
        #expect(errors.count == 1)
        #expect(errors.first?.location?.path.hasSuffix("Broken.xib") == true)
        #expect(errors.first?.location?.line == 4)
        #expect(errors.first?.message.hasPrefix("malformed Interface Builder document") == true)
        let notDocument = try TemporaryTree([
            "App/View.swift": "import UIKit\nlet ink = UIColor(white: 0.1, alpha: 1)\n",
            "App/Plist.storyboard": "<?xml version=\"1.0\"?>\n<plist><dict/></plist>\n",
        ])
        let other = loadErrors { () throws(DiagnosticList) in try notDocument.load(["App"]) }
        #expect(other.first?.message.contains("expected a <document> root element") == true)
        // What crashed FoundationXML never reaches it (a processing instruction without data).
        let instruction = try TemporaryTree([
            "App/View.swift": "import UIKit\nlet ink = UIColor(white: 0.1, alpha: 1)\n",
            "App/Odd.xib": "<?x?> ver<)",
        ])
        let refused = loadErrors { () throws(DiagnosticList) in try instruction.load(["App"]) }
        #expect(
            refused.first?.message
                == "processing instructions are not supported; storyboards and xibs have none, expected <document>")
    }
}

/// Tints passed down the hierarchy, attributed runs, fixed interface styles, cells' own backgrounds, and the
/// code that may replace them.
@Suite struct UsageInterfaceBuilderMoreTests {
    @Test func inheritedTintsAttributedRunsAndCells() throws {
        let (theme, report) = try UsageShapesTests.audit("InterfaceBuilderMore")
        let grouped = UsageShapesTests.hex(0xF2F2F7)
        let indigo = UsageShapesTests.hex(0x5856D6)
        try UsageShapesTests.check(
            [
                // A system button's title and a symbol take the tint their container sets.
                "ios.systemIndigo on ios.systemGroupedBackground": (.text, indigo, grouped),
                "ios.systemIndigo on #FFFFFF": (.ui, indigo, (1, 1, 1)),
                // The colored run of an attributed text, bold 24 pt.
                "#991A1A on ios.systemGroupedBackground": (.largeText, (0.6, 0.1, 0.1), grouped),
                // A label in a cell whose own background the document sets.
                "ios.secondaryLabel on ios.systemBackground": (
                    .text, UsageShapesTests.hex(0x3C3C43, alpha: 0.6), (1, 1, 1)
                ),
                // A button's attributed title over the owner's view; the outlet code colors, placed by the xib.
                "#C3C3C3 on #000000": (.text, UsageShapesTests.hex(0xC3C3C3), (0, 0, 0)),
                // A label over an earlier sibling whose frame holds it: the plate, not the root view.
                "#FFFFFF on #203040": (.text, (1, 1, 1), UsageShapesTests.hex(0x203040)),
                // An opaque navigation bar's title and buttons; an appearance's background with the default title.
                "#FFFFFF on #1A3366": (.text, (1, 1, 1), UsageShapesTests.hex(0x1A3366)),
                "ios.systemYellow on #1A3366": (.ui, UsageShapesTests.hex(0xFFCC00), UsageShapesTests.hex(0x1A3366)),
                "ios.label on ios.secondarySystemBackground": (.text, (0, 0, 0), UsageShapesTests.hex(0xF2F2F7)),
                // A progress bar's track over what lies beneath it (its fill is restyled by a UIKit extension).
                "#4D4D4D on #000000": (.ui, UsageShapesTests.hex(0x4D4D4D), (0, 0, 0)),
                "ios.secondaryLabel on #000000": (
                    .text, UsageShapesTests.hex(0x3C3C43, alpha: 0.6, over: (0, 0, 0)), (0, 0, 0)
                ),
            ], theme, report)
        let button = try #require(theme.pairings.first { $0.id == "ios.systemIndigo on ios.systemGroupedBackground" })
        #expect(button.inference?.contains("inherits from view \"Panel\"") == true)
        let notes = theme.warnings.map(\.message)
        for expected in [
            "button \"Done\": not evaluated: a system button's title takes the tint color, which no view holding it",
            "label \"Always dark\": not evaluated: view \"Night\" fixes its interface style to dark",
            "progressView Prg-01-aaa: not paired from the document: an extension of UIProgressView sets",
            "label \"Headline\": not evaluated: a run of its attributed text sets no color",
            // A spare top-level view nothing names is not read; code's styling is named before the color space.
            "view \"Spare copy\": not read: a top-level view of the xib that no outlet, class or cell names",
            "label \"Caption\": not paired from the document: code may set its colors through the outlet `captionLabel`",
            "label \"Caption over photo\": not evaluated: an image (imageView \"Photo\") lies beneath it",
            "navigationBar \"Glass bar\": not evaluated: a translucent bar blends its tint color",
            // The color code gives an outlet over the photo: the layout says what lies beneath.
            "overImage textColor not evaluated: the background of <imageView \"Photo\"> is an image",
        ] {
            #expect(notes.contains { $0.hasPrefix(expected) }, "\(expected)")
        }
    }

    @Test func aBarCodeColorsIsNotPairedFromTheDocument() throws {
        let fixture = Fixtures.url("UsagePairings/Shapes/InterfaceBuilderMore/App")
        let storyboard = try String(contentsOf: fixture.appendingPathComponent("Nav.storyboard"), encoding: .utf8)
        for code in [
            "import UIKit\nfunc style() { UINavigationBar.appearance().barTintColor = .black }\n",
            "import UIKit\nclass C: UIViewController { func f() { navigationController?.navigationBar.tintColor = .red } }\n",
        ] {
            let tree = try TemporaryTree([
                "App/Nav.storyboard": storyboard, "App/A.swift": code, "App/B.swift": "import UIKit\n",
            ])
            let theme = try onlyTheme(try tree.load(["App"]))
            #expect(!theme.pairings.contains { $0.id == "#FFFFFF on #1A3366" }, "\(code)")
            #expect(theme.warnings.contains { $0.message.contains("code may set the bar's colors") }, "\(code)")
        }
    }

    @Test func aCellBackgroundSetFromOutsideTheCellIsNotPaired() throws {
        let fixture = Fixtures.url("UsagePairings/Shapes/InterfaceBuilderMore/App")
        let row = try String(contentsOf: fixture.appendingPathComponent("Row.xib"), encoding: .utf8)
        let code = """
            import UIKit
            final class RowCell: UITableViewCell {}
            final class ListController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                    cell.backgroundColor = .secondarySystemGroupedBackground
                    return cell
                }
            }
            """
        let tree = try TemporaryTree(["App/Row.xib": row, "App/List.swift": code, "App/Other.swift": "import UIKit\n"])
        let theme = try onlyTheme(try tree.load(["App"]))
        #expect(!theme.pairings.contains { $0.id == "ios.secondaryLabel on ios.systemBackground" })
        #expect(
            theme.warnings.contains {
                $0.message.contains("may not be the document's: code may set the background of cells")
            })
    }
}

/// Tab bars and toolbars over their own backgrounds, and symbol images in buttons.
@Suite struct UsageInterfaceBuilderBarsTests {
    @Test func tabBarsToolbarsAndSymbolButtons() throws {
        let (theme, report) = try UsageShapesTests.audit("InterfaceBuilderBars")
        let dark = (0.1, 0.1, 0.1)
        let toolbar = UsageShapesTests.hex(0x333333)
        try UsageShapesTests.check(
            [
                // An opaque tab bar: selected and unselected items, titled in the document, so text.
                "ios.systemOrange on #1A1A1A": (.text, UsageShapesTests.hex(0xFF9500), dark),
                "#999999 on #1A1A1A": (.text, (0.6, 0.6, 0.6), dark),
                // An appearance's background; the storyboard's items have titles.
                "ios.systemPink on ios.systemBackground": (.text, UsageShapesTests.hex(0xFF2D55), (1, 1, 1)),
                // Items with icons and no titles: a graphic.
                "#CC3333 on #FFFFFF": (.ui, (0.8, 0.2, 0.2), (1, 1, 1)),
                // A toolbar's titled item in the toolbar's tint; an icon item with its own tint; spaces skipped.
                "#FFFFFF on #333333": (.text, (1, 1, 1), toolbar),
                "ios.systemYellow on #333333": (.ui, UsageShapesTests.hex(0xFFCC00), toolbar),
                // A custom button's SF Symbol in the button's tint, over the view beneath.
                "#0066CC on #FFFFFF": (.ui, (0, 0.4, 0.8), (1, 1, 1)),
            ], theme, report)
        let unselected = try #require(theme.pairings.first { $0.id == "#999999 on #1A1A1A" })
        #expect(unselected.inference?.contains("10 pt titles of the document's tab bar items") == true)
        let notes = theme.warnings.map(\.message)
        for expected in [
            "tabBar \"Glass tabs\": not evaluated: a translucent bar blends its tint color",
            "button \"Logo\": not evaluated: a system button draws its image in the tint color only when",
        ] {
            #expect(notes.contains { $0.hasPrefix(expected) }, "\(expected)")
        }
    }

    @Test func barsCodeColorsAreNotPairedFromTheDocument() throws {
        let fixture = Fixtures.url("UsagePairings/Shapes/InterfaceBuilderBars/App")
        let tabs = try String(contentsOf: fixture.appendingPathComponent("Tabs.storyboard"), encoding: .utf8)
        let tools = try String(contentsOf: fixture.appendingPathComponent("Tools.xib"), encoding: .utf8)
        for (code, gone) in [
            (
                "import UIKit\nfunc style() { UITabBar.appearance().unselectedItemTintColor = .gray }\n",
                "#999999 on #1A1A1A"
            ),
            (
                "import UIKit\nclass C: UIViewController { func f() { tabBarController?.tabBar.tintColor = .red } }\n",
                "ios.systemOrange on #1A1A1A"
            ),
            ("import UIKit\nfunc style(toolbar: UIToolbar) { toolbar.barTintColor = .black }\n", "#FFFFFF on #333333"),
        ] {
            let tree = try TemporaryTree([
                "App/Tabs.storyboard": tabs, "App/Tools.xib": tools, "App/A.swift": code,
                "App/B.swift": "import UIKit\n",
            ])
            let theme = try onlyTheme(try tree.load(["App"]))
            #expect(!theme.pairings.contains { $0.id == gone }, "\(code)")
            #expect(theme.warnings.contains { $0.message.contains("code may set the bar's colors") }, "\(code)")
        }
    }
}

/// Colors set in code on outlets, placed where the xib lays the views out.
@Suite struct UsageInterfaceBuilderCodeTests {
    @Test func codeColorsSitOnTheContainersTheDocumentGivesThem() throws {
        let (theme, report) = try UsageShapesTests.audit("InterfaceBuilderCode")
        let title: UsageShapesTests.RGB = (0.1, 0.1, 0.2)
        try UsageShapesTests.check(
            [
                // The plate has no outlet: its document color is the background.
                "Ink.title on #FAF7E6": (.text, title, UsageShapesTests.hex(0xFAF7E6)),
                // The container's color in code replaces the document's placeholder red.
                "Ink.note on Ink.card": (.text, (0.5, 0.2, 0.1), (0.9, 0.95, 1)),
                // The document's white label over the container whose color the cell's code sets.
                "#FFFFFF on Ink.card": (.text, (1, 1, 1), (0.9, 0.95, 1)),
            ], theme, report)
        let white = try #require(theme.pairings.first { $0.id == "#FFFFFF on Ink.card" })
        #expect(white.inference == "container's background set in code at ThemedCell.swift:21")
        let plate = try #require(theme.pairings.first { $0.id == "Ink.title on #FAF7E6" })
        #expect(plate.inference == "titleLabel laid out in ThemedCell.xib:10")
        #expect(!theme.warnings.contains { $0.message.contains("no background of titleLabel") })
        // An outlet no document places is not taken to sit on the cell's background.
        #expect(theme.warnings.contains { $0.message.hasPrefix("ghostLabel textColor not evaluated") })
    }

    @Test func aDequeuedCellIsNotOnTheControllersView() throws {
        let code = """
            import UIKit
            final class ListController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .systemBackground
                }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath) as! BadgeCell
                    cell.badgeLabel.textColor = .systemPurple
                    return cell
                }
            }
            final class BadgeCell: UITableViewCell {
                @IBOutlet weak var badgeLabel: UILabel!
            }
            """
        let tree = try TemporaryTree(["App/List.swift": code, "App/Other.swift": "import UIKit\n"])
        let theme = try onlyTheme(try tree.load(["App"]))
        #expect(!theme.pairings.contains { $0.origin == .usage })
        #expect(theme.warnings.contains { $0.message.hasPrefix("cell.badgeLabel textColor not evaluated") })
    }

    @Test func aDocumentAloneIsAnErrorNamingItsFolder() throws {
        let tree = try TemporaryTree(["App/Main.storyboard": "<document/>\n"])
        let errors = loadErrors { () throws(DiagnosticList) in try tree.load(["App/Main.storyboard"]) }
        #expect(errors.first?.message.contains("read with the code folder that holds it") == true)
    }
}

/// SwiftUI texts concatenated with `+`, each run in its own color, and the app's accent color.
@Suite struct UsageTextRunsTests {
    @Test func concatenatedRunsAndTheAccentColor() throws {
        let (theme, report) = try UsageShapesTests.audit("TextRuns")
        let accent = UsageShapesTests.hex(0xC25B2E)
        try UsageShapesTests.check(
            [
                "ios.systemOrange on uikit.black": (.text, UsageShapesTests.hex(0xFF9500), (0, 0, 0)),
                // `Color.accentColor` is the catalog's AccentColor color set.
                "AccentColor on uikit.black": (.text, accent, (0, 0, 0)),
                // The run with no color of its own takes the whole's.
                "uikit.white on uikit.black": (.text, (1, 1, 1), (0, 0, 0)),
                "AccentColor on uikit.white": (.text, accent, (1, 1, 1)),
            ], theme, report)
    }
}

extension UsageInterfaceBuilderTests {
    /// Found adding held-out round 27's convenience initializers: `textColor = tone` inside an app's `convenience
    /// init` on `UILabel` colors only the labels built with it (read at those constructions), never a
    /// document's labels (built with `init(coder:)`); it had made every storyboard label "set in code".
    @Test func aConvenienceInitializerDoesNotRecolorDocumentLabels() throws {
        let root = Fixtures.url("UsagePairings/Shapes/InterfaceBuilder")
        var files: [String: String] = [:]
        let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            guard let data = FileManager.default.contents(atPath: url.path), !url.hasDirectoryPath else { continue }
            let relative = String(url.path.dropFirst(root.path.count + 1))
            files[relative] = String(decoding: data, as: UTF8.self)
        }
        #expect(files["App/Main.storyboard"] != nil)
        files["App/LabelConveniences.swift"] = """
            import UIKit
            extension UILabel {
                convenience init(caption: String, tone: UIColor) {
                    self.init()
                    text = caption
                    textColor = tone
                }
            }
            """
        let tree = try TemporaryTree(files)
        let theme = try onlyTheme(try tree.load(["App"]))
        #expect(theme.pairings.contains { $0.id == "ios.label on ios.systemBackground" }, "\(theme.pairings.map(\.id))")
        #expect(!theme.warnings.contains { $0.message.contains("an extension of UILabel sets") }, "\(theme.warnings)")
    }
}
