// The start-up floor: a release-built Swift executable that prints one line and exits.
print("hello, world")
