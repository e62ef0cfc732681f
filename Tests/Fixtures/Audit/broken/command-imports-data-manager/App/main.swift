print(Opening.schedule())
