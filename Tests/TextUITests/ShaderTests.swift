import Foundation
import Testing
import TextUI

/// Shaders are values an app builds from its Metal library and hands to effects and fills: a
/// library's dynamic member is a function, and calling the function binds its arguments in order
/// (developer.apple.com/documentation/swiftui/shaderfunction/dynamicallycall(witharguments:):
/// `ShaderLibrary.default.myFunction(.float(42))` "creates a shader passing the value 42 to the
/// first unbound parameter"). Text output runs no shader: a view with a shader effect renders as
/// it would without it.
@MainActor
@Suite struct ShaderTests {
    @Test func callingALibrarysFunction_bindsItsArgumentsInOrder() {
        let shader = ShaderLibrary.default.ripple(.float(2), .float2(CGSize(width: 3, height: 4)), .color(.red))

        #expect(shader.function.name == "ripple")
        #expect(shader.function.library == ShaderLibrary.default)
        #expect(shader.arguments == [.float(2), .float2(3, 4), .color(.red)])
        #expect(shader.arguments != [.float(2), .float2(4, 3), .color(.red)])
    }

    @Test func librariesFromDifferentSources_areDifferent() {
        let fromData = ShaderLibrary(data: Data([1, 2, 3]))
        let fromURL = ShaderLibrary(url: URL(fileURLWithPath: "/tmp/Shaders.metallib"))

        #expect(fromData != fromURL)
        #expect(fromData.wave != fromURL.wave)
        #expect(fromData.wave == ShaderLibrary(data: Data([1, 2, 3])).wave)
    }

    @Test func viewsWithShaderEffects_renderAsWithout() {
        let shader = ShaderLibrary.default.tint(.color(.blue), .boundingRect)
        let host = ViewHost(
            VStack {
                Text("Color").colorEffect(shader)
                Text("Distortion").distortionEffect(shader, maxSampleOffset: CGSize(width: 4, height: 4))
                Text("Layer").layerEffect(shader, maxSampleOffset: .zero, isEnabled: false)
                Text("Fill").foregroundStyle(shader)
            })

        #expect(host.render() == "Color\nDistortion\nLayer\nFill")
    }
}
