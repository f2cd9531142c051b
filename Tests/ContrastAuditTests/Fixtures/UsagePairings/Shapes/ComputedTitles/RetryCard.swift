import SwiftUI

func localized(_ key: String) -> String { key }

struct RetryCard: View {
    var onRetry: () -> Void
    var label: String

    var body: some View {
        VStack {
            Button(localized("button.retry"), action: onRetry)
                .foregroundColor(Color(red: 0.2, green: 0.5, blue: 0.3))
            Button(label) { onRetry() }
                .foregroundColor(Color(red: 0.6, green: 0.2, blue: 0.2))
        }
        .background(Color(red: 0.98, green: 0.97, blue: 0.94))
    }
}
