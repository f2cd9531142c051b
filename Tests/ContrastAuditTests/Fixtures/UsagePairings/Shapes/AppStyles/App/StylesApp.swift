import SwiftUI

@main
struct StylesApp: App {
    var body: some Scene {
        WindowGroup {
            if ProcessInfo.processInfo.arguments.contains("-uitests") {
                TestHarnessView()
            } else {
                HomeView()
                    .preferredColorScheme(.dark)
            }
        }
    }
}

struct TestHarnessView: View {
    var body: some View {
        Text("Harness")
    }
}

struct HomeView: View {
    var body: some View {
        VStack {
            Text("Welcome").headingStyle()
            Text("Go").pillStyle()
            Text("Stop").pillStyle(Color(red: 0.6, green: 0.1, blue: 0.1))
            Text("Plain").outlined()
            Text("Shaded").foregroundColor(.black).shaded()
        }
        .background(Color.black)
    }
}

/// Bold at SwiftUI's default size is large text; a bold caption is not.
struct BoldLabels: View {
    var body: some View {
        VStack {
            Text("Bold at the default size").bold().foregroundColor(.gray)
            Text("Bold caption").font(.caption).fontWeight(.heavy).foregroundColor(.blue)
        }
        .background(Color.white)
    }
}
