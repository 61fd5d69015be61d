// swift-format-ignore-file
import Feature
import Core
print(Feature(), Core())
