import ContrastAudit

/// `audit check --list-tokens`: the token names each input provides, for writing pairings.
extension CheckCommand {
    /// Reads the inputs and prints their token names; nothing is audited.
    static func listTokens(_ settings: Settings) -> CommandOutcome {
        let themes: [Theme]
        do {
            themes = try ThemeLoader.load(paths: settings.paths, base: settings.base, options: settings.readerOptions)
        } catch {
            return failure(error.diagnostics)
        }
        var stderr = ""
        if !settings.quiet {
            for warning in themes.flatMap(\.warnings) { stderr += warning.formatted + "\n" }
        }
        let listing = settings.format == "json" ? TokenListing.json(themes) : TokenListing.text(themes)
        ProcessLifetime.keep(themes)
        return CommandOutcome(exitCode: .success, stdout: listing, stderr: stderr)
    }
}
