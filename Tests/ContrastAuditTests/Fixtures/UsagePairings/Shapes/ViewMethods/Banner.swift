import SwiftUI

enum Signal {
    static let alarm = Color(red: 0.75, green: 0.1, blue: 0.1)
}

/// A part of the view built by a method without arguments (`info()`) sits on the background of the view
/// that calls it, as a view property would.
struct OfflineBanner: View {
    var body: some View {
        HStack {
            info()
            Image(systemName: "wifi.slash")
                .foregroundColor(.white)
        }
        .background(Signal.alarm)
    }

    private func info() -> some View {
        VStack {
            Text("No network")
                .foregroundColor(.white)
        }
    }
}

/// A view method whose parameter type carries an attribute (`@escaping`): read like any other (the attribute
/// ended the parameter list, and the method was lost).
struct Actions: View {
    var body: some View {
        List {
            actionItem(title: "New contact", action: {})
        }
    }

    private func actionItem(title: String, action: @escaping () -> Void) -> some View {
        HStack {
            Image(systemName: "qrcode")
                .foregroundColor(Signal.alarm)
        }
        .background(Color.white)
    }
}

/// View properties passed to a container as arguments (`Section(header:)`) are placed in it.
struct Form: View {
    var body: some View {
        VStack {
            Section(header: heading) {
                Text("Name")
            }
        }
        .background(Color.white)
    }

    var heading: some View {
        Text("Account")
            .foregroundColor(Color.black)
    }
}
