import Testing
import UIKit

/// An app has one scene with one window, the key window, the size of an iPhone 15's screen with
/// its safe area: what apps read for insets or to dismiss the keyboard.
@MainActor
@Suite struct UIWindowTests {
    @Test func theAppsWindow_isTheKeyWindowOfItsOneScene_withAPhonesSafeArea() throws {
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let window = try #require(scene.windows.first)

        #expect(UIApplication.shared.connectedScenes.count == 1)
        #expect(scene.activationState == .foregroundActive)
        #expect(scene.keyWindow === window)
        #expect(window.isKeyWindow)
        #expect(UIApplication.shared.windows.first === window)
        #expect(UIApplication.shared.keyWindow === window)
        #expect(window.frame == UIScreen.main.bounds)
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(window.endEditing(true))
    }

    @Test func subviews_areKeptInOrder_andLeaveTheirSuperview() {
        let container = UIView()
        let first = UILabel()
        let second = UIView()
        container.addSubview(first)
        container.addSubview(second)
        #expect(container.subviews.map(ObjectIdentifier.init) == [first, second].map(ObjectIdentifier.init))
        #expect(first.superview === container)

        let other = UIView()
        other.addSubview(first)
        #expect(container.subviews.count == 1, "a view has one superview")
        #expect(first.superview === other)
        first.removeFromSuperview()
        #expect(other.subviews.isEmpty)
        #expect(first.superview == nil)
    }

    @Test func aNewWindow_becomesKeyWhenMadeSo() {
        let scene = UIWindowScene()
        let first = UIWindow(windowScene: scene)
        let second = UIWindow(windowScene: scene)

        first.makeKeyAndVisible()
        #expect(first.isKeyWindow && !second.isKeyWindow)
        second.makeKey()
        #expect(second.isKeyWindow && !first.isKeyWindow)
        #expect(UIView().safeAreaInsets == .zero)
    }
}
