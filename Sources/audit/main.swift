#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

exit(AuditCommandLine.run(arguments: Array(CommandLine.arguments.dropFirst())))
