import CoreGraphics

extension PhotoEffects {
    /// A glow: the image plus `intensity` times a blur of it of `radius` (Core Image's bloom softens
    /// edges and brightens what is bright).
    static func bloom(_ raster: Raster, radius: Double, intensity: Double) -> Raster {
        let blurred = blur(raster, radius: radius)
        var result = raster
        for index in raster.pixels.indices where index % 4 != 3 {
            result.pixels[index] = clamp(Double(raster.pixels[index]) + intensity * Double(blurred.pixels[index]))
        }
        return result
    }

    /// Gloom: each colour channel moved towards the darker of itself and the image blurred over
    /// `radius`, by `intensity` (see `CIFilter.gloom()`).
    static func gloom(_ raster: Raster, radius: Double, intensity: Double) -> Raster {
        let blurred = blur(raster, radius: radius)
        let amount = min(max(intensity, 0), 1)
        var result = raster
        for index in raster.pixels.indices where index % 4 != 3 {
            let value = Double(raster.pixels[index])
            let darker = min(value, Double(blurred.pixels[index]))
            result.pixels[index] = clamp(value + amount * (darker - value))
        }
        return result
    }

    /// Dots: a dot of `radius` pixels on a grid of squares twice as wide, aligned on `center`, each
    /// the colour of the image at its middle, on white.
    static func pointillize(_ raster: Raster, extent: CGRect, center: CGPoint, radius: Double) -> Raster {
        let size = max(radius, 1) * 2
        var result = raster
        for row in 0..<raster.height {
            for column in 0..<raster.width {
                let (x, y) = position(column, row, extent)
                let middle = CGPoint(
                    x: center.x + (((x - center.x) / size).rounded(.down) + 0.5) * size,
                    y: center.y + (((y - center.y) / size).rounded(.down) + 0.5) * size)
                let (dx, dy) = (x - middle.x, y - middle.y)
                guard dx * dx + dy * dy <= size * size / 4 else {
                    result[column, row] = [255, 255, 255, raster[column, row][3]]
                    continue
                }
                let sourceColumn = min(max(Int(middle.x - extent.minX), 0), raster.width - 1)
                let sourceRow = min(max(Int(extent.maxY - middle.y), 0), raster.height - 1)
                result[column, row] = raster[sourceColumn, sourceRow]
            }
        }
        return result
    }

    /// A twirl: within `radius` of `center`, each pixel takes the one turned by `angle` radians
    /// times how near the centre it is (the full angle at the centre, none at the radius).
    static func twirl(_ raster: Raster, extent: CGRect, center: CGPoint, radius: Double, angle: Double) -> Raster {
        guard radius > 0 else { return raster }
        var result = raster
        for row in 0..<raster.height {
            for column in 0..<raster.width {
                let (x, y) = position(column, row, extent)
                let (dx, dy) = (x - center.x, y - center.y)
                let distance = (dx * dx + dy * dy).squareRoot()
                guard distance < radius else { continue }
                let turn = -angle * (1 - distance / radius)
                let sourceX = center.x + dx * cos(turn) - dy * sin(turn)
                let sourceY = center.y + dx * sin(turn) + dy * cos(turn)
                let sourceColumn = min(max(Int((sourceX - extent.minX).rounded(.down)), 0), raster.width - 1)
                let sourceRow = min(max(Int((extent.maxY - sourceY).rounded(.down)), 0), raster.height - 1)
                result[column, row] = raster[sourceColumn, sourceRow]
            }
        }
        return result
    }

    /// Black and white: each pixel's Rec. 709 luma in every channel (Core Image's mono effect).
    static func mono(_ raster: Raster) -> Raster {
        map(raster) { red, green, blue in
            let luma = 0.2126 * red + 0.7152 * green + 0.0722 * blue
            return (luma, luma, luma)
        }
    }

    /// Black and white with the contrast raised by half around mid-grey (Core Image's noir effect,
    /// approximated).
    static func noir(_ raster: Raster) -> Raster {
        map(raster) { red, green, blue in
            let luma = (0.2126 * red + 0.7152 * green + 0.0722 * blue - 128) * 1.5 + 128
            return (luma, luma, luma)
        }
    }
}
