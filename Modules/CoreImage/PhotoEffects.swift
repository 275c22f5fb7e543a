import CoreGraphics

/// Core Image's photo filters, computed on the CPU over the pixels of an image's extent (alpha is
/// kept as it is). Positions (`center`) are in the image's plane, whose origin is at the bottom left.
enum PhotoEffects {
    /// Core Image's sepia tone: the sepia matrix, mixed with the original by `intensity` (0 to 1).
    static func sepia(_ raster: Raster, intensity: Double) -> Raster {
        map(raster) { red, green, blue in
            let sepia = [
                0.393 * red + 0.769 * green + 0.189 * blue, 0.349 * red + 0.686 * green + 0.168 * blue,
                0.272 * red + 0.534 * green + 0.131 * blue,
            ]
            return (
                sepia[0] * intensity + red * (1 - intensity), sepia[1] * intensity + green * (1 - intensity),
                sepia[2] * intensity + blue * (1 - intensity)
            )
        }
    }

    /// A Gaussian blur whose standard deviation is `radius` pixels (at most 100); the edges repeat
    /// outwards.
    static func blur(_ raster: Raster, radius: Double) -> Raster {
        let sigma = min(max(radius, 0), 100)
        guard sigma > 0, raster.width > 0, raster.height > 0 else { return raster }
        let reach = Int((sigma * 3).rounded(.up))
        let weights = (-reach...reach).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = weights.reduce(0, +)
        var channels = (0..<4).map { channel in
            stride(from: channel, to: raster.pixels.count, by: 4).map { Double(raster.pixels[$0]) }
        }
        for channel in 0..<4 {
            channels[channel] = pass(channels[channel], raster.width, raster.height, weights, total, horizontal: true)
            channels[channel] = pass(channels[channel], raster.width, raster.height, weights, total, horizontal: false)
        }
        var result = raster
        for index in 0..<(raster.width * raster.height) {
            for channel in 0..<3 { result.pixels[index * 4 + channel] = clamp(channels[channel][index]) }
        }
        return result
    }

    /// The original plus `intensity` times its difference from a blur of `radius`.
    static func unsharpMask(_ raster: Raster, radius: Double, intensity: Double) -> Raster {
        let blurred = blur(raster, radius: radius)
        var result = raster
        for index in raster.pixels.indices where index % 4 != 3 {
            let original = Double(raster.pixels[index])
            result.pixels[index] = clamp(original + intensity * (original - Double(blurred.pixels[index])))
        }
        return result
    }

    /// Squares of `scale` pixels, each the average of its pixels, aligned so that one is centred
    /// on `center`.
    static func pixellate(_ raster: Raster, extent: CGRect, center: CGPoint, scale: Double) -> Raster {
        let size = max(scale, 1)
        func cell(_ column: Int, _ row: Int) -> Int {
            let (x, y) = position(column, row, extent)
            let i = Int(((x - center.x) / size + 0.5).rounded(.down))
            let j = Int(((y - center.y) / size + 0.5).rounded(.down))
            return i &* 65_536 &+ j
        }
        var sums: [Int: [Double]] = [:]
        for row in 0..<raster.height {
            for column in 0..<raster.width {
                let pixel = raster[column, row].map(Double.init)
                sums[cell(column, row), default: [0, 0, 0, 0, 0]].withUnsafeMutableBufferPointer { sum in
                    for channel in 0..<4 { sum[channel] += pixel[channel] }
                    sum[4] += 1
                }
            }
        }
        var result = raster
        for row in 0..<raster.height {
            for column in 0..<raster.width {
                let sum = sums[cell(column, row)] ?? [0, 0, 0, 0, 1]
                result[column, row] = (0..<4).map { clamp(sum[$0] / sum[4]) }
            }
        }
        return result
    }

    /// Darkens towards the corners: each pixel by `intensity` times the square of its distance from
    /// the middle (1 at the corners), over `radius` (an approximation of Core Image's vignette).
    static func vignette(_ raster: Raster, intensity: Double, radius: Double) -> Raster {
        let (midX, midY) = (Double(raster.width) / 2, Double(raster.height) / 2)
        let corner = max((midX * midX + midY * midY).squareRoot(), 1)
        var result = raster
        for row in 0..<raster.height {
            for column in 0..<raster.width {
                let (dx, dy) = (Double(column) + 0.5 - midX, Double(row) + 0.5 - midY)
                let distance = (dx * dx + dy * dy).squareRoot() / corner
                let factor = max(0, 1 - intensity * distance * distance / max(radius, 0.01))
                let pixel = raster[column, row]
                result[column, row] = (0..<3).map { clamp(Double(pixel[$0]) * factor) } + [pixel[3]]
            }
        }
        return result
    }

    /// The edges: each channel's Sobel gradient magnitude times `intensity`.
    static func edges(_ raster: Raster, intensity: Double) -> Raster {
        var result = raster
        func value(_ column: Int, _ row: Int, _ channel: Int) -> Double {
            let x = min(max(column, 0), raster.width - 1)
            let y = min(max(row, 0), raster.height - 1)
            return Double(raster.pixels[(y * raster.width + x) * 4 + channel])
        }
        for row in 0..<raster.height {
            for column in 0..<raster.width {
                for channel in 0..<3 {
                    let v = { (dx: Int, dy: Int) in value(column + dx, row + dy, channel) }
                    let gx = v(1, -1) + 2 * v(1, 0) + v(1, 1) - v(-1, -1) - 2 * v(-1, 0) - v(-1, 1)
                    let gy = v(-1, 1) + 2 * v(0, 1) + v(1, 1) - v(-1, -1) - 2 * v(0, -1) - v(1, -1)
                    result.pixels[(row * raster.width + column) * 4 + channel] =
                        clamp((gx * gx + gy * gy).squareRoot() * intensity)
                }
            }
        }
        return result
    }

    /// Polygons: each pixel takes the colour at the nearest of a set of points, one placed in each
    /// square of `radius` pixels (at a position that depends only on the square), squares aligned on
    /// `center`.
    static func crystallize(_ raster: Raster, extent: CGRect, center: CGPoint, radius: Double) -> Raster {
        let size = max(radius, 1)
        func seed(_ i: Int, _ j: Int) -> CGPoint {
            var hash = UInt64(bitPattern: Int64(i &* 73_856_093 ^ j &* 19_349_663))
            hash = (hash ^ (hash >> 33)) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 33
            let jitterX = Double(hash & 0xFFFF) / 65_536
            let jitterY = Double((hash >> 16) & 0xFFFF) / 65_536
            return CGPoint(x: center.x + (Double(i) + jitterX) * size, y: center.y + (Double(j) + jitterY) * size)
        }
        var result = raster
        for row in 0..<raster.height {
            for column in 0..<raster.width {
                let (x, y) = position(column, row, extent)
                let (i, j) = (Int(((x - center.x) / size).rounded(.down)), Int(((y - center.y) / size).rounded(.down)))
                var nearest = seed(i, j)
                for di in -1...1 {
                    for dj in -1...1 {
                        let candidate = seed(i + di, j + dj)
                        let (cx, cy) = (candidate.x - x, candidate.y - y)
                        if cx * cx + cy * cy < (nearest.x - x) * (nearest.x - x) + (nearest.y - y) * (nearest.y - y) {
                            nearest = candidate
                        }
                    }
                }
                let sourceColumn = min(max(Int(nearest.x - extent.minX), 0), raster.width - 1)
                let sourceRow = min(max(Int(extent.maxY - nearest.y), 0), raster.height - 1)
                result[column, row] = raster[sourceColumn, sourceRow]
            }
        }
        return result
    }

    /// A pixel's centre in the image's plane.
    static func position(_ column: Int, _ row: Int, _ extent: CGRect) -> (Double, Double) {
        (extent.minX + Double(column) + 0.5, extent.maxY - Double(row) - 0.5)
    }

    static func map(
        _ raster: Raster, _ change: (Double, Double, Double) -> (Double, Double, Double)
    ) -> Raster {
        var result = raster
        for index in stride(from: 0, to: raster.pixels.count, by: 4) {
            let (red, green, blue) = change(
                Double(raster.pixels[index]), Double(raster.pixels[index + 1]), Double(raster.pixels[index + 2]))
            result.pixels[index] = clamp(red)
            result.pixels[index + 1] = clamp(green)
            result.pixels[index + 2] = clamp(blue)
        }
        return result
    }

    private static func pass(
        _ values: [Double], _ width: Int, _ height: Int, _ weights: [Double], _ total: Double, horizontal: Bool
    ) -> [Double] {
        let reach = weights.count / 2
        var result = values
        for row in 0..<height {
            for column in 0..<width {
                var sum = 0.0
                for offset in -reach...reach {
                    let x = horizontal ? min(max(column + offset, 0), width - 1) : column
                    let y = horizontal ? row : min(max(row + offset, 0), height - 1)
                    sum += values[y * width + x] * weights[offset + reach]
                }
                result[row * width + column] = sum / total
            }
        }
        return result
    }

    static func clamp(_ value: Double) -> UInt8 {
        UInt8(min(max(value.rounded(), 0), 255))
    }
}
