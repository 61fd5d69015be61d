import Feature
import Core
print(Feature(), Core())
