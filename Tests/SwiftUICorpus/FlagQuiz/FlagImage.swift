import SwiftUI

struct FlagImage: View {
    let country: String

    var body: some View {
        Image(country.lowercased())
            .renderingMode(.original)
            .resizable()
            .aspectRatio(contentMode: .fit)
            .frame(width: 180, height: 100)
            .clipShape(.capsule)
            .shadow(color: .black.opacity(0.3), radius: 5, x: 0, y: 2)
            .accessibilityLabel(Text("Flag of \(country)"))
    }
}

struct Title: ViewModifier {
    func body(content: Content) -> some View {
        content
            .font(.largeTitle.bold())
            .foregroundStyle(
                LinearGradient(colors: [.white, .yellow], startPoint: .top, endPoint: .bottom)
            )
    }
}

extension View {
    func titleStyle() -> some View {
        modifier(Title())
    }
}
