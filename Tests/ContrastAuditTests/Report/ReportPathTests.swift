import Testing

@testable import ContrastAudit
@testable import audit

/// Paths relative to the working folder and their RFC 3986 URI references.
@Suite struct ReportPathTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let path: String
        let folder: String
        let relative: String
        let uri: String
        var testDescription: String { "\(path) from \(folder)" }
    }

    static let cases: [Case] = [
        Case(
            path: "Examples/catchup.json", folder: "/repo", relative: "Examples/catchup.json",
            uri: "Examples/catchup.json"),
        Case(path: "./Themes/../App.json", folder: "/repo/", relative: "App.json", uri: "App.json"),
        Case(path: "/repo/App/Theme.json", folder: "/repo", relative: "App/Theme.json", uri: "App/Theme.json"),
        Case(
            path: "/repository/x.json", folder: "/repo", relative: "/repository/x.json",
            uri: "file:///repository/x.json"),
        Case(path: "../x.json", folder: "/repo/sub", relative: "/repo/x.json", uri: "file:///repo/x.json"),
        Case(
            path: "Custom Colors/Amber.colorset/Contents.json", folder: "/repo",
            relative: "Custom Colors/Amber.colorset/Contents.json",
            uri: "Custom%20Colors/Amber.colorset/Contents.json"),
        Case(path: "a:b/c#d?e%f.json", folder: "/r", relative: "a:b/c#d?e%f.json", uri: "a%3Ab/c%23d%3Fe%25f.json"),
        Case(path: "Thèmes/é.json", folder: "/r", relative: "Thèmes/é.json", uri: "Th%C3%A8mes/%C3%A9.json"),
        Case(path: "x.json", folder: "", relative: "x.json", uri: "x.json"),
        Case(path: "./a/./b/../x.json", folder: "", relative: "a/x.json", uri: "a/x.json"),
        Case(path: "/repo", folder: "/repo", relative: ".", uri: "."),
    ]

    @Test(arguments: cases)
    func relativePathAndURI(_ c: Case) {
        #expect(ReportPath.relative(c.path, to: c.folder) == c.relative)
        #expect(ReportPath.uri(c.path, relativeTo: c.folder).uri == c.uri)
    }

    @Test func aRelativePathIsResolvedAgainstItsBaseFirst() {
        #expect(ReportPath.relative("theme.json", to: "/repo", base: "/repo/App") == "App/theme.json")
        #expect(ReportPath.relative("../theme.json", to: "/repo/App", base: "/repo/App/Sources") == "theme.json")
    }

    @Test func withParentsAPathOutsideTheFolderClimbsOutOfIt() {
        #expect(ReportPath.relative("/repo/Shared/T.json", to: "/repo/App", parents: true) == "../Shared/T.json")
        #expect(ReportPath.relative("../../x.json", to: "/a/b/c", parents: true) == "../../x.json")
        #expect(ReportPath.relative("/x.json", to: "/a/b", parents: true) == "../../x.json")
        #expect(ReportPath.relative("/a/b/x.json", to: "/a/b", parents: true) == "x.json")
        #expect(ReportPath.relative("/repo/Shared/T.json", to: "/repo/App") == "/repo/Shared/T.json")
    }

    @Test func normalizationKeepsLeadingParentSegmentsOfRelativePaths() {
        #expect(ReportPath.normalized("../../a/./b") == "../../a/b")
        #expect(ReportPath.normalized("/../a") == "/a")
        #expect(ReportPath.normalized("a/..") == ".")
    }
}
