import Testing

@testable import ContrastAudit

@Test func packageBuilds() {
    #expect(AuditCommandLine.run(arguments: []) == 0)
}
