import SwiftUI

extension Color {
    static let up = Color(red: 0.1, green: 0.6, blue: 0.2)
}

struct Coin: Identifiable {
    let id: Int
    let name: String
}

struct CoinRow: View {
    let coin: Coin

    var body: some View {
        HStack {
            Text(coin.name)
                .font(.headline)
            Text("+2%")
                .foregroundColor(Color.up)
        }
    }
}

struct CoinList: View {
    let coins: [Coin]

    var body: some View {
        NavigationView {
            List {
                ForEach(coins) { coin in
                    NavigationLink(destination: Text(coin.name)) {
                        CoinRow(coin: coin)
                    }
                }
            }
            .listStyle(PlainListStyle())
            // Outside a list a link's label takes the accent color, which no file here sets: not paired.
            NavigationLink(destination: Text("About")) {
                Text("About")
            }
        }
    }
}
