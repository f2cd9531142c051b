import SwiftUI

extension Color {
    /// A color set of the app's catalog, which is not among the files read.
    static let pageBackground = Color("PageBackground")
    static let inkText = Color(red: 0.1, green: 0.1, blue: 0.2)
    /// Named for a role, used nowhere.
    static let spareBackground = Color(red: 0.9, green: 0.9, blue: 0.9)
}

struct NoteView: View {
    var body: some View {
        Text("Note")
            .foregroundColor(.inkText)
            .background(Color.pageBackground)
    }
}
