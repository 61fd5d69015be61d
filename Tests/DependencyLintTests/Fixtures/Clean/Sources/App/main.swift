import Core
@preconcurrency import Feature

print(Core(), Feature())
