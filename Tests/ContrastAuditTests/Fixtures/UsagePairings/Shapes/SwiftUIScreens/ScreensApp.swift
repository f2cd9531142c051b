import SwiftUI

@main
struct ScreensApp: App {
    var body: some Scene {
        WindowGroup {
            Home()
        }
    }
}
